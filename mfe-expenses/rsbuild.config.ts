import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({ area: 'expenses', appDir: process.cwd(), port: 3103 });
