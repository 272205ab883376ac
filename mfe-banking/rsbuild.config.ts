import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({ area: 'banking', appDir: process.cwd(), port: 3107 });
