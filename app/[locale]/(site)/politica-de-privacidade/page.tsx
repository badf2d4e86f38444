import { legalRoute } from '@/components/content/legal-route';
import { privacy } from '@/content/legal/privacy';

const route = legalRoute('/politica-de-privacidade', privacy);

export const generateMetadata = route.generateMetadata;
export default route.Page;
