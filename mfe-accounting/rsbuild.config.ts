import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({ area: 'accounting', appDir: process.cwd(), port: 3106 });
