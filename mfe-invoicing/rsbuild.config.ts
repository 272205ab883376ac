import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({ area: 'invoicing', appDir: process.cwd(), port: 3102 });
