/**
 * The small part of lunar-javascript (CommonJS, untyped) that the tests use as
 * their oracle.
 */
declare module 'lunar-javascript' {
	export interface LunarDay {
		/** Lunar year in Gregorian numbering. */
		getYear: () => number;
		/** 1…12; negative for a leap month (−4 is 閏四月). */
		getMonth: () => number;
		/** 1…30. */
		getDay: () => number;
		/** The year's branch, the year beginning at the lunar new year. */
		getYearZhi: () => string;
		/** The year's branch, the year beginning on the day of 立春. */
		getYearZhiByLiChun: () => string;
		/** The year's branch, the year beginning at the moment of 立春. */
		getYearZhiExact: () => string;
	}

	export interface SolarDay {
		getLunar: () => LunarDay;
	}

	export const Solar: {
		fromYmd: ( year: number, month: number, day: number ) => SolarDay;
		fromYmdHms: (
			year: number,
			month: number,
			day: number,
			hour: number,
			minute: number,
			second: number
		) => SolarDay;
	};
}
