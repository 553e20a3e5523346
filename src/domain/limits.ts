/**
 * Limits shared by the validator (here and in php/Domain/BelieverValidator.php)
 * and the messages that mention them.
 */

/** Length and count limits (code points / items). */
export const LIMITS = {
	name: 50,
	super_name: 50,
	deceased_name: 50,
	address: 200,
	deceased_address: 200,
	note: 500,
	mobile: 20,
	email: 100,
	registrant_name: 50,
	depends_people: 20,
	believers: 100,
	gift_believers: 1,
} as const;
