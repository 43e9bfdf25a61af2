// Scrolling smoothly to a section of the page (the home page's categories and deals).

/**
 * Sections below a phone's first screen are laid out only once near the viewport (`.render-when-near` in
 * index.css); until then each stands in at a guessed height, and a scroll aimed past them would land elsewhere.
 * So they are all laid out first, once, when the shopper asks to jump.
 */
export function scrollToSection(id: string): void {
  document.documentElement.classList.add('render-all');
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
}
