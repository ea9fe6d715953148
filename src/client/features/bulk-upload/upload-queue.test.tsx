import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UploadQueueProvider, useUploadQueue } from './upload-queue';

// The session store reads the browser; here only the queue is under test.
vi.mock('@/lib/session-store', () => ({ useSession: () => ({ session: null, isLoading: true }) }));

function Probe() {
  const { stats } = useUploadQueue();
  return <span>{`${stats.completed}/${stats.total}`}</span>;
}

describe('useUploadQueue', () => {
  it('throws outside its provider (SPEC §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<Probe />)).toThrow('useUploadQueue must be used within an UploadQueueProvider');
  });

  it('reads the queue inside it', () => {
    expect(
      renderToString(
        <UploadQueueProvider>
          <Probe />
        </UploadQueueProvider>,
      ),
    ).toContain('0/0');
  });
});
