// Moved to entities/profile/get-profile.ts. Kept only while features/admin (shell/require-admin.tsx) still
// imports it from here; delete once that import names entities/profile/get-profile.ts.
export { getProfile, profileQueryOptions, useProfile } from '../entities/profile/get-profile.ts';
