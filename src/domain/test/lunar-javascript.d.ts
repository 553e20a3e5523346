/**
 * The small part of lunar-javascript (CommonJS, untyped) that lunar.ts uses.
 */
declare module 'lunar-javascript' {
	export interface LunarDay {
		/** Lunar year in Gregorian numbering. */
		getYear: () => number;
		/** 1…12; negative for a leap month (−4 is 閏四月). */
		getMonth: () => number;
		/** 1…30. */
		getDay: () => number;
	}

	export interface SolarDay {
		getLunar: () => LunarDay;
	}

	export const Solar: {
		fromYmd: ( year: number, month: number, day: number ) => SolarDay;
	};
}
