import { createAppPandaConfig } from '@daftari/ui/panda-config';

export default createAppPandaConfig({ include: ['./src/**/*.{ts,tsx}'], preflight: false });
