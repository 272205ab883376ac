import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({ area: 'contacts', appDir: process.cwd(), port: 3101 });
