// The only reader of import.meta.env in the web app.
export const env = {
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  dev: import.meta.env.DEV,
};
