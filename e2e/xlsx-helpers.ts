/**
 * A downloaded .xlsx read back with openpyxl, a maintained spreadsheet
 * library (Debian's python3-openpyxl): the ritual list's and the receipts'
 * exports are checked the way a spreadsheet program reads them.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// Debian's interpreter: python3-openpyxl installs for it, not for another python3 on PATH.
const PYTHON = fs.existsSync( '/usr/bin/python3' )
	? '/usr/bin/python3'
	: 'python3';

export interface Sheet {
	title: string;
	rows: string[][];
	types: string[][];
	widths: Record< string, number >;
	freeze: string | null;
}

/**
 * A workbook as openpyxl reads it: the active sheet's title, every cell's
 * value ('' for none) and type ('s' text, 'n' number, 'f' formula…), the
 * column widths and the frozen pane.
 *
 * @param file The .xlsx.
 */
export function readXlsx( file: string ): Sheet {
	const script = [
		'import json, sys, openpyxl',
		'ws = openpyxl.load_workbook(sys.argv[1]).active',
		'rows = list(ws.iter_rows())',
		'print(json.dumps({"title": ws.title,',
		' "rows": [["" if c.value is None else c.value for c in r] for r in rows],',
		' "types": [[c.data_type for c in r if c.value is not None] for r in rows],',
		' "widths": {k: d.width for k, d in ws.column_dimensions.items()},',
		' "freeze": ws.freeze_panes}))',
	].join( '\n' );
	// openpyxl goes by the name: a download's path has no extension.
	const named = `${ file }.xlsx`;
	fs.copyFileSync( file, named );
	return JSON.parse(
		execFileSync( PYTHON, [ '-c', script, named ], { encoding: 'utf8' } )
	);
}
