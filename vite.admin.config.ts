import { defineConfig } from 'vite';
import { spaConfig } from './vite.shared';

export default defineConfig(({ mode }) => spaConfig({ app: 'admin', outDir: 'dist/admin', apiPort: 3001, devPort: 5174, mode }));
