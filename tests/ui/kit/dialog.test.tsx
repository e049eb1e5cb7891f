import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '#kit/ui/dialog';
import { KitLookProvider, type KitLook } from '#kit/ui/kit-look';

function Harness({ preventClose = false }: { preventClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Confirm" description="Are you sure?" onClose={() => setOpen(false)} preventClose={preventClose}>
          <input aria-label="Reason" />
          <button type="button">Go</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe.each<KitLook>(['public', 'admin'])('the kit dialog (%s look)', (look) => {
  function setup(preventClose = false) {
    const user = userEvent.setup();
    render(
      <KitLookProvider look={look}>
        <Harness preventClose={preventClose} />
      </KitLookProvider>,
    );
    return user;
  }

  it('opens modally, labelled and described, with focus inside; Tab stays inside; Escape closes and focus goes back', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stays open on Escape while closing is prevented', async () => {
    const user = setup(true);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();
  });
});
