// The demo catalogue's vocabulary: per category its brands and subcategories, each with product kinds
// (a noun, an illustration motif, a price range in rupees, features and the options it comes in).
import type { Category } from '@shop/shared/categories';

export type OptionKind = 'size' | 'shoeSize' | 'color' | 'capacity' | 'storage' | 'pack' | 'weight' | 'none';

export interface ProductKind {
  noun: string;
  motif: string;
  price: [min: number, max: number];
  features: string[];
  options: OptionKind[];
}

export interface CategoryData {
  brands: string[];
  adjectives: string[];
  subCategories: Record<string, ProductKind[]>;
}

export const DEMO_CATALOG: Record<Category, CategoryData> = {
  Kitchen: {
    brands: ['Prestige Home', 'Chefora', 'Tava & Co', 'Kitchino', 'Masala Works'],
    adjectives: ['Classic', 'Non-Stick', 'Stainless', 'Compact', 'Premium', 'Everyday'],
    subCategories: {
      Cookware: [
        {
          noun: 'Frying Pan',
          motif: 'pan',
          price: [499, 2499],
          features: ['Induction and gas compatible', 'PFOA-free coating', 'Stay-cool handle'],
          options: ['capacity', 'color'],
        },
        {
          noun: 'Kadai',
          motif: 'pan',
          price: [699, 2999],
          features: ['Thick aluminium base', 'Even heat spread', 'Glass lid included'],
          options: ['capacity'],
        },
      ],
      Appliances: [
        {
          noun: 'Electric Kettle',
          motif: 'kettle',
          price: [799, 2999],
          features: ['Auto shut-off', 'Boil-dry protection', '360° cordless base'],
          options: ['capacity', 'color'],
        },
        {
          noun: 'Mixer Grinder',
          motif: 'blender',
          price: [1999, 6999],
          features: ['750 W motor', 'Three stainless jars', 'Overload protection'],
          options: ['color'],
        },
      ],
      Drinkware: [
        {
          noun: 'Coffee Mug',
          motif: 'mug',
          price: [199, 799],
          features: ['Microwave safe', 'Dishwasher safe', 'Glossy glaze'],
          options: ['color'],
        },
        {
          noun: 'Insulated Flask',
          motif: 'bottle',
          price: [499, 1799],
          features: ['Keeps hot for 12 hours', 'Leak-proof lid', 'BPA-free'],
          options: ['capacity', 'color'],
        },
      ],
      Storage: [
        {
          noun: 'Spice Jar Set',
          motif: 'jar',
          price: [299, 1299],
          features: ['Airtight lids', 'Food-grade material', 'Stackable'],
          options: ['pack'],
        },
        {
          noun: 'Storage Container',
          motif: 'jar',
          price: [249, 999],
          features: ['Air-tight seal', 'See-through body', 'Fridge safe'],
          options: ['capacity'],
        },
      ],
    },
  },
  Health: {
    brands: ['VitaRoot', 'AyurLeaf', 'CareWell', 'NutriPure'],
    adjectives: ['Daily', 'Advanced', 'Herbal', 'Natural', 'Complete'],
    subCategories: {
      Supplements: [
        {
          noun: 'Multivitamin Tablets',
          motif: 'pills',
          price: [299, 1499],
          features: ['23 vitamins and minerals', 'Vegetarian', 'One a day'],
          options: ['pack'],
        },
        {
          noun: 'Omega-3 Capsules',
          motif: 'pills',
          price: [499, 1899],
          features: ['1000 mg fish oil', 'No fishy aftertaste', 'Lab tested'],
          options: ['pack'],
        },
      ],
      'Personal Care': [
        {
          noun: 'Hand Sanitizer',
          motif: 'bottle',
          price: [99, 399],
          features: ['70% alcohol', 'With aloe vera', 'Travel friendly'],
          options: ['capacity'],
        },
        {
          noun: 'Aloe Vera Gel',
          motif: 'jar',
          price: [149, 599],
          features: ['99% pure aloe', 'Soothes skin', 'Non-sticky'],
          options: ['capacity'],
        },
      ],
      'First Aid': [
        {
          noun: 'First Aid Kit',
          motif: 'firstaid',
          price: [399, 1499],
          features: ['45 essential items', 'Compact case', 'For home and travel'],
          options: ['none'],
        },
      ],
      Ayurveda: [
        {
          noun: 'Ashwagandha Capsules',
          motif: 'pills',
          price: [249, 999],
          features: ['Root extract', 'Supports calm and energy', 'Vegan capsules'],
          options: ['pack'],
        },
        {
          noun: 'Herbal Tonic',
          motif: 'bottle',
          price: [199, 699],
          features: ['Traditional recipe', 'No added sugar', 'Made in India'],
          options: ['capacity'],
        },
      ],
    },
  },
  Fashion: {
    brands: ['Urban Threads', 'Desi Loom', 'StreetKing', 'Mira & Co', 'Northwind'],
    adjectives: ['Cotton', 'Slim Fit', 'Casual', 'Festive', 'Classic', 'Relaxed'],
    subCategories: {
      Men: [
        {
          noun: 'T-Shirt',
          motif: 'tshirt',
          price: [299, 1299],
          features: ['100% cotton', 'Breathable fabric', 'Machine washable'],
          options: ['size', 'color'],
        },
        {
          noun: 'Kurta',
          motif: 'tshirt',
          price: [699, 2499],
          features: ['Handloom cotton', 'Straight cut', 'Side pockets'],
          options: ['size', 'color'],
        },
      ],
      Women: [
        {
          noun: 'Maxi Dress',
          motif: 'dress',
          price: [899, 3499],
          features: ['Flowy rayon', 'Adjustable straps', 'Printed pattern'],
          options: ['size', 'color'],
        },
        {
          noun: 'Anarkali Kurti',
          motif: 'dress',
          price: [799, 2999],
          features: ['Flared silhouette', 'Embroidered yoke', 'Soft lining'],
          options: ['size', 'color'],
        },
      ],
      Footwear: [
        {
          noun: 'Running Shoes',
          motif: 'shoe',
          price: [1299, 4999],
          features: ['Cushioned sole', 'Breathable mesh', 'Anti-skid grip'],
          options: ['shoeSize', 'color'],
        },
        {
          noun: 'Canvas Sneakers',
          motif: 'shoe',
          price: [799, 2499],
          features: ['Vulcanised sole', 'Lace-up', 'Everyday comfort'],
          options: ['shoeSize', 'color'],
        },
      ],
      Accessories: [
        {
          noun: 'Tote Bag',
          motif: 'bag',
          price: [499, 1999],
          features: ['Vegan leather', 'Zip pocket inside', 'Fits a laptop'],
          options: ['color'],
        },
        {
          noun: 'Analog Watch',
          motif: 'watch',
          price: [999, 4999],
          features: ['Quartz movement', 'Water resistant', 'Stainless case'],
          options: ['color'],
        },
      ],
    },
  },
  Beauty: {
    brands: ['Glow Theory', 'Kesar Bloom', 'Lumiere', 'PureSkin'],
    adjectives: ['Matte', 'Radiant', 'Hydrating', 'Long-Wear', 'Velvet'],
    subCategories: {
      Makeup: [
        {
          noun: 'Lipstick',
          motif: 'lipstick',
          price: [299, 1199],
          features: ['Long-lasting colour', 'Enriched with vitamin E', 'Cruelty free'],
          options: ['color'],
        },
        {
          noun: 'Makeup Brush Set',
          motif: 'brush',
          price: [499, 1799],
          features: ['Soft synthetic bristles', '12 brushes', 'Travel pouch'],
          options: ['none'],
        },
      ],
      Skincare: [
        {
          noun: 'Face Cream',
          motif: 'jar',
          price: [349, 1499],
          features: ['SPF 30', 'Non-greasy', 'For all skin types'],
          options: ['capacity'],
        },
        {
          noun: 'Vitamin C Serum',
          motif: 'bottle',
          price: [399, 1299],
          features: ['Brightens skin', 'With hyaluronic acid', 'Dermatologist tested'],
          options: ['capacity'],
        },
      ],
      Fragrance: [
        {
          noun: 'Eau de Parfum',
          motif: 'perfume',
          price: [799, 3999],
          features: ['Long-lasting', 'Floral and woody notes', 'Gift-ready box'],
          options: ['capacity'],
        },
      ],
      Haircare: [
        {
          noun: 'Hair Oil',
          motif: 'bottle',
          price: [199, 799],
          features: ['Cold-pressed oils', 'Reduces hair fall', 'Paraben free'],
          options: ['capacity'],
        },
        {
          noun: 'Detangling Brush',
          motif: 'brush',
          price: [249, 899],
          features: ['Flexible bristles', 'Gentle on wet hair', 'Ergonomic handle'],
          options: ['color'],
        },
      ],
    },
  },
  Electronics: {
    brands: ['SonicWave', 'Voltix', 'Nexon Audio', 'PixelCore', 'Zentra'],
    adjectives: ['Wireless', 'Smart', 'Pro', 'Ultra', 'Portable', 'Noise-Cancelling'],
    subCategories: {
      Audio: [
        {
          noun: 'Headphones',
          motif: 'headphones',
          price: [999, 9999],
          features: ['40 hours of battery', 'Bluetooth 5.3', 'Fast charging'],
          options: ['color'],
        },
        {
          noun: 'Bluetooth Speaker',
          motif: 'speaker',
          price: [1299, 7999],
          features: ['Deep bass', 'IPX7 waterproof', 'Pairs two speakers'],
          options: ['color'],
        },
      ],
      Mobiles: [
        {
          noun: 'Smartphone',
          motif: 'phone',
          price: [8999, 34999],
          features: ['6.5" AMOLED display', '50 MP camera', '5000 mAh battery'],
          options: ['storage', 'color'],
        },
      ],
      Computers: [
        {
          noun: 'Laptop',
          motif: 'laptop',
          price: [29999, 89999],
          features: ['14" full HD display', 'Backlit keyboard', 'All-day battery'],
          options: ['storage'],
        },
      ],
      Wearables: [
        {
          noun: 'Smartwatch',
          motif: 'watch',
          price: [1499, 9999],
          features: ['Heart-rate tracking', 'AMOLED display', '7-day battery'],
          options: ['color'],
        },
        {
          noun: 'Fitness Band',
          motif: 'watch',
          price: [999, 3999],
          features: ['Step and sleep tracking', 'Water resistant', 'Call alerts'],
          options: ['color'],
        },
      ],
    },
  },
  Fitness: {
    brands: ['FlexForge', 'IronPulse', 'YogaNest', 'Stride'],
    adjectives: ['Pro', 'Anti-Slip', 'Heavy-Duty', 'Lightweight', 'Premium'],
    subCategories: {
      Yoga: [
        {
          noun: 'Yoga Mat',
          motif: 'yogamat',
          price: [499, 2499],
          features: ['6 mm cushioning', 'Anti-slip texture', 'Carry strap'],
          options: ['color'],
        },
      ],
      Strength: [
        {
          noun: 'Dumbbell Set',
          motif: 'dumbbell',
          price: [999, 5999],
          features: ['Rubber coated', 'Anti-roll design', 'Comfort grip'],
          options: ['weight'],
        },
        {
          noun: 'Kettlebell',
          motif: 'kettlebell',
          price: [799, 3999],
          features: ['Cast iron', 'Flat base', 'Wide handle'],
          options: ['weight'],
        },
      ],
      Hydration: [
        {
          noun: 'Shaker Bottle',
          motif: 'bottle',
          price: [199, 799],
          features: ['Mixing ball', 'Leak-proof', 'BPA-free'],
          options: ['capacity', 'color'],
        },
      ],
      Cardio: [
        {
          noun: 'Skipping Rope',
          motif: 'collar',
          price: [149, 699],
          features: ['Adjustable length', 'Ball bearings', 'Foam handles'],
          options: ['color'],
        },
      ],
    },
  },
  Spiritual: {
    brands: ['Shubh Aarti', 'Devbhoomi', 'Om Essence', 'Sattva'],
    adjectives: ['Handmade', 'Brass', 'Fragrant', 'Sacred', 'Traditional'],
    subCategories: {
      'Pooja Essentials': [
        {
          noun: 'Diya',
          motif: 'diya',
          price: [149, 999],
          features: ['Handcrafted', 'Long-burning', 'Festive finish'],
          options: ['pack'],
        },
        {
          noun: 'Pooja Bell',
          motif: 'diya',
          price: [299, 1499],
          features: ['Pure brass', 'Clear tone', 'Carved handle'],
          options: ['none'],
        },
      ],
      'Incense & Candles': [
        {
          noun: 'Scented Candle',
          motif: 'candle',
          price: [249, 999],
          features: ['Soy wax', '30-hour burn', 'Essential oils'],
          options: ['color'],
        },
        {
          noun: 'Incense Sticks',
          motif: 'candle',
          price: [99, 399],
          features: ['Charcoal free', 'Natural resins', 'Low smoke'],
          options: ['pack'],
        },
      ],
      Malas: [
        {
          noun: 'Rudraksha Mala',
          motif: 'beads',
          price: [299, 2499],
          features: ['108 beads', 'Hand knotted', 'Certified beads'],
          options: ['none'],
        },
        {
          noun: 'Tulsi Mala',
          motif: 'beads',
          price: [149, 699],
          features: ['108 beads', 'Natural tulsi wood', 'Lightweight'],
          options: ['none'],
        },
      ],
    },
  },
  Kids: {
    brands: ['TinyTots', 'PlayPal', 'Kidoodle', 'Little Genius'],
    adjectives: ['Colourful', 'Educational', 'Soft', 'Mini', 'Fun'],
    subCategories: {
      Toys: [
        {
          noun: 'Toy Car',
          motif: 'toycar',
          price: [199, 1499],
          features: ['Pull-back action', 'Non-toxic paint', 'Ages 3+'],
          options: ['color'],
        },
        {
          noun: 'Play Ball',
          motif: 'ball',
          price: [149, 599],
          features: ['Soft rubber', 'Bright colours', 'Ages 2+'],
          options: ['color'],
        },
      ],
      Learning: [
        {
          noun: 'Building Blocks',
          motif: 'blocks',
          price: [399, 1999],
          features: ['Letters and numbers', 'Safe rounded edges', 'Storage box'],
          options: ['pack'],
        },
      ],
      'School Supplies': [
        {
          noun: 'School Backpack',
          motif: 'backpack',
          price: [599, 1999],
          features: ['Padded straps', 'Water repellent', 'Three compartments'],
          options: ['color'],
        },
        {
          noun: 'Water Bottle',
          motif: 'bottle',
          price: [199, 699],
          features: ['Spill-proof', 'BPA-free', 'Fun prints'],
          options: ['capacity', 'color'],
        },
      ],
    },
  },
  Pets: {
    brands: ['Pawsome', 'Woof & Whiskers', 'PetNest', 'Happy Tails'],
    adjectives: ['Durable', 'Premium', 'Cosy', 'Non-Slip', 'Natural'],
    subCategories: {
      Feeding: [
        {
          noun: 'Pet Bowl',
          motif: 'petbowl',
          price: [199, 899],
          features: ['Stainless steel', 'Anti-skid base', 'Easy to clean'],
          options: ['capacity'],
        },
        {
          noun: 'Dog Treats',
          motif: 'bone',
          price: [149, 699],
          features: ['Real chicken', 'No added colour', 'Good for teeth'],
          options: ['weight'],
        },
      ],
      Toys: [
        {
          noun: 'Chew Toy',
          motif: 'bone',
          price: [149, 599],
          features: ['Tough rubber', 'Cleans teeth', 'Floats in water'],
          options: ['color'],
        },
        {
          noun: 'Fetch Ball',
          motif: 'ball',
          price: [99, 399],
          features: ['High bounce', 'Bright colours', 'Pet safe'],
          options: ['pack'],
        },
      ],
      Accessories: [
        {
          noun: 'Dog Collar',
          motif: 'collar',
          price: [199, 999],
          features: ['Adjustable', 'Reflective stitching', 'Quick-release buckle'],
          options: ['size', 'color'],
        },
      ],
      Grooming: [
        {
          noun: 'Grooming Brush',
          motif: 'brush',
          price: [199, 799],
          features: ['Removes loose fur', 'Self-cleaning button', 'Soft tips'],
          options: ['none'],
        },
      ],
    },
  },
  Stationery: {
    brands: ['Inkwell', 'PaperCraft', 'Scribe & Co', 'Navneet Plus'],
    adjectives: ['Premium', 'Smooth', 'Classic', 'Eco', 'Pocket'],
    subCategories: {
      Notebooks: [
        {
          noun: 'Ruled Notebook',
          motif: 'notebook',
          price: [99, 499],
          features: ['100 gsm paper', 'Lay-flat binding', '200 pages'],
          options: ['pack'],
        },
        {
          noun: 'Hardbound Diary',
          motif: 'notebook',
          price: [249, 999],
          features: ['Dated pages', 'Ribbon marker', 'Elastic closure'],
          options: ['color'],
        },
      ],
      'Pens & Pencils': [
        {
          noun: 'Gel Pen Set',
          motif: 'pen',
          price: [99, 499],
          features: ['Quick-drying ink', 'Comfort grip', 'Smudge free'],
          options: ['pack'],
        },
        {
          noun: 'Fountain Pen',
          motif: 'pen',
          price: [399, 2999],
          features: ['Iridium nib', 'Converter included', 'Metal body'],
          options: ['color'],
        },
      ],
      'Office Supplies': [
        {
          noun: 'Desk Organiser',
          motif: 'jar',
          price: [299, 1299],
          features: ['Five compartments', 'Sturdy build', 'Non-slip base'],
          options: ['color'],
        },
        {
          noun: 'Laptop Backpack',
          motif: 'backpack',
          price: [999, 2999],
          features: ['Fits 15.6" laptop', 'USB charging port', 'Anti-theft pocket'],
          options: ['color'],
        },
      ],
    },
  },
};

export const COLORS: { name: string; hue: number }[] = [
  { name: 'Black', hue: 220 },
  { name: 'Blue', hue: 215 },
  { name: 'Red', hue: 355 },
  { name: 'Green', hue: 140 },
  { name: 'Pink', hue: 330 },
  { name: 'Yellow', hue: 45 },
  { name: 'Purple', hue: 275 },
  { name: 'Teal', hue: 180 },
  { name: 'Orange', hue: 25 },
];

export const BADGES = ['Bestseller', 'New', 'Limited Edition', 'Trending'];

export const BANNER_COPY = [
  { title: 'Festive Season Sale', description: 'Up to 70% off on bestsellers across every category.' },
  { title: 'Sound That Moves You', description: 'Wireless audio from top brands, shipped to your door.' },
  { title: 'Style Refresh', description: 'New arrivals in fashion for every occasion.' },
  { title: 'Fit for Life', description: 'Yoga, strength and cardio gear at unbeatable prices.' },
];
