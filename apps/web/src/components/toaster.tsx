import { Notifications } from '@mantine/notifications';

/** Where toasts appear. Loaded after the first paint (main.tsx); toasts shown before wait in the store. */
export default function Toaster() {
  return <Notifications position="top-right" limit={4} />;
}
