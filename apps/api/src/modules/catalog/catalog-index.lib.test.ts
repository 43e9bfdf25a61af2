// The catalogue index's search on a hand-made catalogue (docs/decisions/035-catalogue-index-in-process.md):
// relevance by field, typos, word starts, pattern characters as plain text, several words, description matches.
import { describe, expect, it } from 'vitest';
import {
  CatalogIndexBuilder,
  deletions,
  type IndexQuery,
  type IndexRow,
  indexWords,
  withinOneEdit,
} from './catalog-index.lib.ts';

let nextId = 0;

function row(fields: Partial<IndexRow> & Pick<IndexRow, 'name'>): IndexRow {
  nextId++;
  return {
    id: nextId.toString(16).padStart(24, '0'),
    description: '',
    category: 'Kitchen',
    subCategory: 'Cookware',
    brand: 'Plainware',
    displayPrice: 99_900,
    originalPrice: 99_900,
    ratingTotal: 0,
    numReviews: 0,
    createdAt: (Date.UTC(2026, 9, 1) - nextId * 60_000) * 1000,
    inStock: true,
    ...fields,
  };
}

// Names in the reverse of their relevance for "kettle", so name order (the tie-breaker) cannot pass for relevance.
const CATALOGUE = {
  nameWhole: row({ name: 'Zen Electric Kettle', brand: 'Acme' }),
  brandWhole: row({ name: 'Whistling Pot', brand: 'Kettle & Co' }),
  namePrefix: row({
    name: 'Apex Kettlebell',
    brand: 'Ironman',
    category: 'Fitness',
    subCategory: 'Strength',
  }),
  subcategoryPrefix: row({ name: 'Cosy Warmer', subCategory: 'Kettles' }),
  descriptionWhole: row({ name: 'Brew Jug', description: 'Pours like a kettle, keeps tea hot.' }),
  unrelated: row({ name: 'Aluminium Tumbler', description: 'A tumbler for cold drinks.' }),
  patterned: row({ name: 'Half_Price 50% Mug', description: 'Text with .* and \\ in it.' }),
};

function buildIndex() {
  const builder = new CatalogIndexBuilder();
  for (const product of Object.values(CATALOGUE)) builder.add(product);
  return builder.finish({ catalog: '1', availability: '1' }, new Map());
}

const index = buildIndex();
const nameOf = new Map(Object.values(CATALOGUE).map((product) => [product.id, product.name]));

/** The names of every product the results list shows for the text, in its order. */
function results(text: string, query: Omit<IndexQuery, 'words'> = {}): string[] {
  return index.list({ ...query, words: indexWords(text) }, 0, 100).ids.map((id) => nameOf.get(id) ?? id);
}

function suggestions(text: string): string[] {
  return index.suggest(indexWords(text), 8).map((found) => found.name);
}

describe('search relevance', () => {
  it('puts a whole word in the name first, then the brand, then word starts, then the description', () => {
    expect(results('kettle')).toEqual([
      'Zen Electric Kettle',
      'Whistling Pot',
      'Apex Kettlebell',
      // Equal relevance (the start of a subcategory word, a whole description word): name order.
      'Brew Jug',
      'Cosy Warmer',
    ]);
  });

  it('ranks suggestions the same way but without matches found only in descriptions', () => {
    expect(suggestions('kettle')).toEqual([
      'Zen Electric Kettle',
      'Whistling Pot',
      'Apex Kettlebell',
      'Cosy Warmer',
    ]);
    expect(suggestions('tea')).toEqual([]);
    expect(results('tea')).toEqual(['Brew Jug']);
  });

  it('counts a description match in the total and facets of the results list', () => {
    const page = index.list({ words: ['kettle'] }, 0, 2);
    expect(page.total).toBe(5);
    expect(page.ids).toHaveLength(2);
    expect(page.facets.categories).toEqual([
      { value: 'Kitchen', count: 4 },
      { value: 'Fitness', count: 1 },
    ]);
  });

  it('reads the start of a partly typed word, in any field', () => {
    expect(results('elec')).toEqual(['Zen Electric Kettle']);
    expect(results('kettlebe')).toEqual(['Apex Kettlebell']);
    expect(results('ironm')).toEqual(['Apex Kettlebell']);
    expect(suggestions('zen elect')).toEqual(['Zen Electric Kettle']);
  });

  it('wants every word of the query, each in any field', () => {
    expect(results('electric kettle')).toEqual(['Zen Electric Kettle']);
    expect(results('kettle ironman')).toEqual(['Apex Kettlebell']);
    expect(results('kettle fitness')).toEqual(['Apex Kettlebell']);
    expect(results('kettle tumbler')).toEqual([]);
    expect(results('jug tea hot')).toEqual(['Brew Jug']);
  });
});

describe('typos', () => {
  it('find a word one letter off: missing, extra or wrong', () => {
    for (const typo of ['ketle', 'kettlle', 'kettke']) {
      expect({ typo, found: results(typo)[0] }).toEqual({ typo, found: 'Zen Electric Kettle' });
    }
    expect(suggestions('tumbler')).toEqual(['Aluminium Tumbler']);
    expect(suggestions('tumbldr')).toEqual(['Aluminium Tumbler']);
  });

  it('find a word with two neighbouring letters swapped, the commonest typo', () => {
    for (const typo of ['kettel', 'ekttle']) {
      expect({ typo, found: results(typo)[0] }).toEqual({ typo, found: 'Zen Electric Kettle' });
    }
    expect(suggestions('elecrtic')).toEqual(['Zen Electric Kettle']);
    expect(suggestions('tumbelr')).toEqual(['Aluminium Tumbler']);
    expect(withinOneEdit('kettel', 'kettle')).toBe(true);
    expect(withinOneEdit('ekttle', 'kettle')).toBe(true);
    const shared = deletions('kettel').filter((variant) => deletions('kettle').includes(variant));
    expect(shared.sort()).toEqual(['kette', 'kettl']);
    // Letters apart or swapped with a letter between are more than one edit.
    expect(withinOneEdit('abc', 'cba')).toBe(false);
    expect(withinOneEdit('kettle', 'keltte')).toBe(false);
  });

  it('count half, like the start of a word', () => {
    // "kettles" is the subcategory's whole word (4) and one letter off the kettle's name (8 / 2), the brand
    // (6 / 2) and the jug's description (2 / 2): the first two tie and go by name.
    expect(results('kettles')).toEqual(['Cosy Warmer', 'Zen Electric Kettle', 'Whistling Pot', 'Brew Jug']);
  });

  it('are not read into words under four letters, nor two edits away', () => {
    expect(results('jig')).toEqual([]);
    expect(results('jug')).toEqual(['Brew Jug']);
    expect(results('kittel')).toEqual([]);
    expect(results('ketlet')).toEqual([]);
  });

  it('are one edit: withinOneEdit and the deletions two such words share', () => {
    expect(withinOneEdit('kettle', 'kettle')).toBe(true);
    expect(withinOneEdit('ketle', 'kettle')).toBe(true);
    expect(withinOneEdit('kettle', 'ketle')).toBe(true);
    expect(withinOneEdit('kettke', 'kettle')).toBe(true);
    expect(withinOneEdit('kettlebell', 'kettle')).toBe(false);
    expect(withinOneEdit('kittel', 'kettle')).toBe(false);
    expect(withinOneEdit('abc', 'cab')).toBe(false);
    expect(withinOneEdit('', 'a')).toBe(true);
    expect(deletions('mug').sort()).toEqual(['mg', 'mu', 'mug', 'ug']);
    expect(deletions('aab').sort()).toEqual(['aa', 'aab', 'ab']);
    for (const [a, b] of [
      ['ketle', 'kettle'],
      ['kettke', 'kettle'],
    ] as const) {
      const shared = deletions(a).filter((variant) => deletions(b).includes(variant));
      expect({ a, b, shared: shared.length > 0 }).toEqual({ a, b, shared: true });
    }
  });
});

describe('pattern characters', () => {
  it('separate words and are never patterns', () => {
    expect(indexWords('50% off_now .* a\\b [x]+ ^y$')).toEqual(['50', 'off', 'now', 'a', 'b', 'x', 'y']);
    expect(indexWords('%_.*\\')).toEqual([]);
    expect(results('half_price')).toEqual(['Half_Price 50% Mug']);
    expect(results('50%')).toEqual(['Half_Price 50% Mug']);
    // As LIKE or regex patterns these would match "Kettle" or "Kettlebell"; as text they are two words each
    // ("k" and "ttle", "ket" and "le", "ket" and "bell"), and no product has both.
    expect(results('k_ttle')).toEqual([]);
    expect(results('ket%le')).toEqual([]);
    expect(results('ket.*bell')).toEqual([]);
  });

  it('leave a query of nothing but them matching nothing', () => {
    const page = index.list({ words: indexWords('%') }, 0, 100);
    expect(page).toMatchObject({ ids: [], total: 0 });
    expect(index.suggest(indexWords('.*'), 8)).toEqual([]);
  });
});

describe('a long list of search results', () => {
  // 400 products matching "mug" with six different relevances (name, brand, subcategory; whole word or start).
  const builder = new CatalogIndexBuilder();
  const kinds: Partial<IndexRow>[] = [
    { name: 'Mug' },
    { name: 'Mugful' },
    { name: 'Cup', brand: 'Mug House' },
    { name: 'Cup', brand: 'Mugsy' },
    { name: 'Cup', subCategory: 'Mugs' },
    { name: 'Cup', description: 'a mug' },
  ];
  for (let i = 0; i < 400; i++) {
    const kind = kinds[i % kinds.length] ?? {};
    builder.add(row({ ...kind, name: `${kind.name} ${String(i).padStart(3, '0')}`, inStock: i % 5 !== 0 }));
  }
  const many = builder.finish({ catalog: '1', availability: '1' }, new Map());

  it('pages through the relevance order as one whole list does, short pages and deep ones alike', () => {
    for (const query of [{ words: ['mug'] }, { words: ['mug'], inStock: true }]) {
      const whole = many.list(query, 0, 400);
      expect(whole.ids.length).toBe(whole.total);
      const paged: string[] = [];
      for (let offset = 0; offset < whole.total; offset += 12)
        paged.push(...many.list(query, offset, 12).ids);
      expect(paged).toEqual(whole.ids);
    }
  });
});

describe('common words', () => {
  const builder = new CatalogIndexBuilder();
  const kettle = row({ name: 'Tea Kettle', description: 'The kettle for the tea of your choice.' });
  const fork = row({ name: 'Dinner Fork' });
  builder.add(kettle);
  builder.add(fork);
  const small = builder.finish({ catalog: '1', availability: '1' }, new Map());
  const found = (text: string) => small.list({ words: indexWords(text) }, 0, 10).ids;

  it('are left out of a search that has other words, and read as a word start alone', () => {
    expect(found('kettle for tea')).toEqual([kettle.id]);
    expect(found('the kettle')).toEqual([kettle.id]);
    // Not indexed, so a description full of them matches nothing by them; alone, "for" is the start of "fork".
    expect(found('for')).toEqual([fork.id]);
  });
});
