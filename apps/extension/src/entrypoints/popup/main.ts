import { startPopup } from '../../ui/popup';

startPopup(document);
