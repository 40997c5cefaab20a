import { describe, expect, it } from 'vitest';
import { DriveError } from './drive-errors';
import { applyFields, parseFields } from './fields-filter';

const list = {
  kind: 'drive#fileList',
  nextPageToken: 't',
  files: [
    { id: '1', name: 'a', owners: [{ emailAddress: 'e', displayName: 'd' }], size: '3' },
    { id: '2', name: 'b', owners: [{ emailAddress: 'f', displayName: 'g' }] },
  ],
};

describe('fields', () => {
  it('when sub-fields are given in parentheses, then only they are kept in every array element', () => {
    expect(applyFields(list, parseFields('nextPageToken, files(id, owners(emailAddress))'))).toEqual({
      nextPageToken: 't',
      files: [
        { id: '1', owners: [{ emailAddress: 'e' }] },
        { id: '2', owners: [{ emailAddress: 'f' }] },
      ],
    });
  });

  it('when a path uses slashes, then it selects like nested parentheses', () => {
    expect(applyFields(list, parseFields('files/name,files/size'))).toEqual({
      files: [{ name: 'a', size: '3' }, { name: 'b' }],
    });
  });

  it('when a level is *, then everything at that level is kept', () => {
    expect(applyFields(list, parseFields('files(*)'))).toEqual({ files: list.files });
    expect(applyFields(list, parseFields('*'))).toEqual(list);
  });

  it('when a field does not exist, then it is left out and the rest is kept', () => {
    expect(applyFields(list, parseFields('kind,thumbnailLink'))).toEqual({ kind: 'drive#fileList' });
  });

  it.each(['files(id', 'files)', '', 'files(,id)', 'a,,b'])(
    'when the selection is %j, then it is a 400',
    (fields) => {
      expect(() => parseFields(fields)).toThrow(DriveError);
    },
  );
});
