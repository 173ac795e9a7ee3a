/// <reference types="@testing-library/jest-dom/vitest" />
import { TEXT_DASHBOARD_INVALID_CONFIGURATION } from '@loadline/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryEditorProps } from '../editorTypes';
import { RiskEditor } from './RiskEditor';

describe('RiskEditor', () => {
  it("says the configuration is invalid when the mapping has no risk part (no as-of column is guessed)", () => {
    const editor = { mapping: { load: null, weather: null, mape: null } } as unknown as CategoryEditorProps['editor'];
    render(<RiskEditor editor={editor} actions={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(TEXT_DASHBOARD_INVALID_CONFIGURATION);
  });
});
