import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyAfterLoad, SETTLE_MS, whenIdleAfterLoad } from '../after-load';
import { InstallTrigger } from './install-trigger';

// The menu (Mantine's Menu and Modal, the service worker's controls, the install instructions)
// is not needed to draw the first screen: it arrives once the page has loaded.
const InstallButton = lazyAfterLoad(() => import('./install-button').then((m) => m.InstallButton));

type Stage = 'stand-in' | 'menu' | 'opening';

/**
 * The top bar's install button. Until the page has loaded and settled it is a stand-in that looks
 * the same; pressing it then loads the menu and opens it. The real button takes over the focus
 * the stand-in had.
 */
export function InstallButtonSlot() {
  const [stage, setStage] = useState<Stage>('stand-in');
  const focused = useRef(false);

  useEffect(() => {
    let active = true;
    void whenIdleAfterLoad(SETTLE_MS).then(() => active && setStage((s) => (s === 'stand-in' ? 'menu' : s)));
    return () => {
      active = false;
    };
  }, []);

  const standIn = (
    <InstallTrigger
      onClick={() => setStage('opening')}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
    />
  );
  if (stage === 'stand-in') return standIn;
  return (
    <Suspense fallback={standIn}>
      <InstallButton defaultOpened={stage === 'opening'} autoFocus={stage === 'menu' && focused.current} />
    </Suspense>
  );
}
