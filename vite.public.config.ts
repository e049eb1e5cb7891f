import { defineConfig } from 'vite';
import { PUBLIC_OUT_DIR, spaConfig } from './vite.shared';

export default defineConfig(({ mode }) => spaConfig({ app: 'src', outDir: PUBLIC_OUT_DIR, apiPort: 3000, devPort: 5173, mode }));
