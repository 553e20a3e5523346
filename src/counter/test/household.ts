/**
 * A household as the search answers it, for the counter's tests: the 黃
 * family's account (customer 7), its contact, and the people given.
 */

/**
 * Internal dependencies
 */
import type { Household, HouseholdPerson } from '../../types/counter';

/**
 * The household.
 *
 * @param people Its people.
 * @param token  Its account's token.
 * @return Household.
 */
export function huangHousehold(
	people: HouseholdPerson[],
	token = 'tok7'
): Household {
	return {
		key: 'c7',
		customer_id: 7,
		token,
		contact: {
			name: '黃阿嬤',
			phone: '0955-123-456',
			email: '',
			address_1: '台南市中西區',
			city: '',
			state: '',
			postcode: '',
		},
		people,
		last_year: 1,
	};
}
