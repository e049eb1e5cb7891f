import { defineConfig } from 'vite';
import { spaConfig } from './vite.shared';

export default defineConfig(({ mode }) => spaConfig({ app: 'src', outDir: 'dist/public', apiPort: 3000, devPort: 5173, mode }));
