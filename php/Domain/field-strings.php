<?php
/**
 * The English strings of src/domain/believer-fields.json (labels and
 * messages) as literal calls, written by bin/believer-fields.mjs from the JSON
 * (do not edit; `npm test` checks it is current). The code translates these
 * strings from the table at run time (BelieverFields::translate(), and
 * translateTable() in the scripts); this file is how the standard extractors
 * (wp i18n make-pot, Poedit, Loco Translate) find them. Nothing loads it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

return array(
	__( 'Deceased blessing', 'temple-offerings' ),
	__( 'Merit transfer', 'temple-offerings' ),
	__( 'Pet blessing', 'temple-offerings' ),
	__( 'Universal salvation', 'temple-offerings' ),
	__( 'Fortune change', 'temple-offerings' ),
	__( 'Offering for the family', 'temple-offerings' ),
	__( 'Lamp', 'temple-offerings' ),
	__( 'Worship', 'temple-offerings' ),
	__( 'Male believer', 'temple-offerings' ),
	__( 'Female believer', 'temple-offerings' ),
	__( 'Boy (under 16)', 'temple-offerings' ),
	__( 'Girl (under 16)', 'temple-offerings' ),
	__( 'Male (pet)', 'temple-offerings' ),
	__( 'Female (pet)', 'temple-offerings' ),
	__( 'Please add at least one believer.', 'temple-offerings' ),
	__( 'System error: category mapping is not defined', 'temple-offerings' ),
	/* translators: %d: a number (the table fills in a limit). */
	__( 'At most %d believers per offering.', 'temple-offerings' ),
	__( 'This offering takes one representative only; register the family as family registrants.', 'temple-offerings' ),
	/* translators: %d: a number (the table fills in a limit). */
	__( 'Please use at most %d characters.', 'temple-offerings' ),
	__( 'This lunar year has no such leap month. Please choose the month again.', 'temple-offerings' ),
	__( 'This lunar month has only 29 days. Please choose the day again.', 'temple-offerings' ),
	__( 'Please check this field.', 'temple-offerings' ),
	__( 'Believer name', 'temple-offerings' ),
	__( 'Pet name', 'temple-offerings' ),
	__( 'Name of the living person offering the merit', 'temple-offerings' ),
	__( 'Registrant name', 'temple-offerings' ),
	__( 'Please enter the believer\'s name.', 'temple-offerings' ),
	__( 'Please enter the pet\'s name.', 'temple-offerings' ),
	__( 'Please enter the name of the living person offering the merit.', 'temple-offerings' ),
	__( 'Please enter the registrant\'s name.', 'temple-offerings' ),
	__( 'A name needs at least one letter: symbols or emoji alone are not a name.', 'temple-offerings' ),
	__( 'Believer gender', 'temple-offerings' ),
	__( 'Pet gender', 'temple-offerings' ),
	__( 'Registrant gender', 'temple-offerings' ),
	__( 'Please choose the believer\'s gender.', 'temple-offerings' ),
	__( 'Please choose the pet\'s gender.', 'temple-offerings' ),
	__( 'Please choose the registrant\'s gender.', 'temple-offerings' ),
	__( 'Name of the departed receiving the merit', 'temple-offerings' ),
	__( 'Please enter the name of the departed receiving the merit.', 'temple-offerings' ),
	__( 'Lunar birthday', 'temple-offerings' ),
	__( 'Pet lunar birthday', 'temple-offerings' ),
	__( 'Please choose the lunar birth year/month/day.', 'temple-offerings' ),
	__( 'Please choose the pet\'s lunar birth year/month/day.', 'temple-offerings' ),
	__( 'Please choose the birth hour (choose Auspicious if unknown).', 'temple-offerings' ),
	__( 'Please choose the pet\'s birth hour (choose Auspicious if unknown).', 'temple-offerings' ),
	__( 'The birthday cannot be after today.', 'temple-offerings' ),
	__( 'Believer address', 'temple-offerings' ),
	__( 'Pet address', 'temple-offerings' ),
	__( 'Address of the departed receiving the merit', 'temple-offerings' ),
	__( 'Registrant address', 'temple-offerings' ),
	__( 'Please enter the believer\'s address.', 'temple-offerings' ),
	__( 'Please enter the pet\'s address.', 'temple-offerings' ),
	__( 'Please enter the address of the departed receiving the merit.', 'temple-offerings' ),
	__( 'Please enter the registrant\'s address.', 'temple-offerings' ),
	__( 'Name of the deceased', 'temple-offerings' ),
	__( 'Please enter the deceased\'s name.', 'temple-offerings' ),
	__( 'Gender of the deceased', 'temple-offerings' ),
	__( 'Please choose the deceased\'s gender.', 'temple-offerings' ),
	__( 'Lunar birthday of the deceased', 'temple-offerings' ),
	__( 'Please choose the deceased\'s lunar birth year/month/day.', 'temple-offerings' ),
	__( 'Please choose the deceased\'s birth hour (choose Auspicious if unknown).', 'temple-offerings' ),
	__( 'Lunar date of death of the deceased', 'temple-offerings' ),
	__( 'Please choose the deceased\'s lunar date of death (year/month/day).', 'temple-offerings' ),
	__( 'Please choose the deceased\'s hour of death (choose Auspicious if unknown).', 'temple-offerings' ),
	__( 'The date of death cannot be after today.', 'temple-offerings' ),
	__( 'Memorial tablet address of the deceased', 'temple-offerings' ),
	__( 'Please enter the address for the deceased\'s memorial tablet.', 'temple-offerings' ),
	__( 'Family registrant', 'temple-offerings' ),
	__( 'Please add the family registrants.', 'temple-offerings' ),
	/* translators: %d: a number (the table fills in a limit). */
	__( 'At most %d family registrants.', 'temple-offerings' ),
	__( 'Mobile', 'temple-offerings' ),
	__( 'Please enter a valid phone number.', 'temple-offerings' ),
	__( 'Email', 'temple-offerings' ),
	__( 'Please enter a valid email address.', 'temple-offerings' ),
	__( 'Note', 'temple-offerings' ),
	__( 'Notify before expiry', 'temple-offerings' ),
	__( 'Name', 'temple-offerings' ),
	__( 'Please enter a name.', 'temple-offerings' ),
	__( 'Gender', 'temple-offerings' ),
	__( 'Please choose a gender.', 'temple-offerings' ),
);
