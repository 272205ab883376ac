import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({ area: 'pay-link', appDir: process.cwd(), port: 3105 });
