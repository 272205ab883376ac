import { hostConfig } from '@daftari/mf/build';

export default hostConfig({ appDir: process.cwd(), port: 3100 });
