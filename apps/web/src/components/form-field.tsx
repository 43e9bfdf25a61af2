// Moved to components/ui/form-field.tsx with the other primitives. Kept only while features/admin (product form,
// supplier form and fields) still imports it from here; delete once those import components/ui/form-field.tsx.
export { FormField } from './ui/form-field.tsx';
