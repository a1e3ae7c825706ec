import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListSearch } from './list-search';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ListSearch
      label="Search users"
      placeholder="Search by name or e-mail..."
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ListSearch', () => {
  it('is a searchbox named by its hidden label that reports what is typed', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('placeholder', 'Search by name or e-mail...');
    await userEvent.setup().type(box, 'lena');
    expect(box).toHaveValue('lena');
    expect(onChange).toHaveBeenLastCalledWith('lena');
  });
});
