// React and its DOM renderer, which src/boot.ts runs in a task of its own before the app's code (src/main.tsx).
import 'react-dom/client';
