import { legalRoute } from '@/components/content/legal-route';
import { terms } from '@/content/legal/terms';

const route = legalRoute('/termos-de-uso', terms);

export const generateMetadata = route.generateMetadata;
export default route.Page;
