// Moved to components/ui/form-field.tsx with the other primitives. Kept while features/admin and
// features/checkout, being edited elsewhere, still import it from here; delete once they import ui/.
export { FormField } from './ui/form-field.tsx';
