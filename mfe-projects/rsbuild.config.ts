import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({ area: 'projects', appDir: process.cwd(), port: 3104 });
