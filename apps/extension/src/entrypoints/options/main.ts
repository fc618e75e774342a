import { startOptionsPage } from '../../ui/options';

startOptionsPage(document);
