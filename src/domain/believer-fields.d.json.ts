/**
 * The type of believer-fields.json, written by bin/believer-fields.mjs from
 * the JSON (do not edit; `npm test` checks it is current).
 */
declare const table: {
	readonly "about": "The one description of a believer, read by the browser (src/domain/believer-fields.ts) and the server (php/Domain/BelieverFields.php). A per-kind value is a map from form kind to value, where \"*\" stands for every kind not named. Every translatable English string sits under a key named label, labels, message or messages. docs/form-kinds.md explains each property.";
	readonly "kinds": readonly [
		{
			readonly "slug": "dead-blessing";
			readonly "label": "Deceased blessing";
			readonly "tablet": true;
		},
		{
			readonly "slug": "super";
			readonly "label": "Merit transfer";
			readonly "tablet": true;
		},
		{
			readonly "slug": "animal";
			readonly "label": "Pet blessing";
		},
		{
			readonly "slug": "pudu";
			readonly "label": "Universal salvation";
			readonly "tablet": true;
		},
		{
			readonly "slug": "change";
			readonly "label": "Fortune change";
		},
		{
			readonly "slug": "gift";
			readonly "label": "Offering for the family";
		},
		{
			readonly "slug": "light";
			readonly "label": "Lamp";
		},
		{
			readonly "slug": "worship";
			readonly "label": "Worship";
		},
	];
	readonly "genders": {
		readonly "labels": {
			readonly "male": "Male believer";
			readonly "female": "Female believer";
			readonly "boy": "Boy (under 16)";
			readonly "girl": "Girl (under 16)";
			readonly "pet_male": "Male (pet)";
			readonly "pet_female": "Female (pet)";
		};
		readonly "sets": {
			readonly "human": readonly [
				"male",
				"female",
				"boy",
				"girl",
			];
			readonly "pet": readonly [
				"pet_male",
				"pet_female",
			];
			readonly "any": readonly [
				"male",
				"female",
				"boy",
				"girl",
				"pet_male",
				"pet_female",
			];
		};
	};
	readonly "patterns": {
		readonly "name": "\\p{L}";
		readonly "mobile": "^[0-9+\\-() ]{6,20}$";
		readonly "email": "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
	};
	readonly "believers": {
		readonly "max": {
			readonly "*": 100;
			readonly "gift": 1;
		};
		readonly "messages": {
			readonly "required": {
				readonly "*": "Please add at least one believer.";
			};
			readonly "invalid": {
				readonly "*": "System error: category mapping is not defined";
			};
			readonly "too_many": {
				readonly "*": "At most %d believers per offering.";
				readonly "gift": "This offering takes one representative only; register the family as family registrants.";
			};
		};
	};
	readonly "messages": {
		readonly "too_long": {
			readonly "*": "Please use at most %d characters.";
		};
		readonly "not_in_year": {
			readonly "*": "This lunar year has no such leap month. Please choose the month again.";
		};
		readonly "not_in_month": {
			readonly "*": "This lunar month has only 29 days. Please choose the day again.";
		};
		readonly "*": {
			readonly "*": "Please check this field.";
		};
	};
	readonly "fields": readonly [
		{
			readonly "key": "id";
			readonly "type": "id";
			readonly "max": 64;
		},
		{
			readonly "key": "name";
			readonly "type": "text";
			readonly "max": 50;
			readonly "pattern": "name";
			readonly "show": {
				readonly "*": true;
			};
			readonly "require": {
				readonly "*": true;
			};
			readonly "print": "nowrap";
			readonly "column": 1;
			readonly "label": {
				readonly "*": "Believer name";
				readonly "animal": "Pet name";
				readonly "super": "Name of the living person offering the merit";
				readonly "dead-blessing": "Registrant name";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter the believer's name.";
					readonly "animal": "Please enter the pet's name.";
					readonly "super": "Please enter the name of the living person offering the merit.";
					readonly "dead-blessing": "Please enter the registrant's name.";
				};
				readonly "invalid": {
					readonly "*": "A name needs at least one letter: symbols or emoji alone are not a name.";
				};
			};
		},
		{
			readonly "key": "gender";
			readonly "type": "gender";
			readonly "genders": {
				readonly "*": "human";
				readonly "animal": "pet";
				readonly "super": "any";
			};
			readonly "default": {
				readonly "*": "male";
				readonly "animal": "pet_male";
			};
			readonly "show": {
				readonly "*": true;
				readonly "super": false;
			};
			readonly "require": {
				readonly "*": true;
				readonly "super": false;
			};
			readonly "print": "nowrap";
			readonly "column": 2;
			readonly "label": {
				readonly "*": "Believer gender";
				readonly "animal": "Pet gender";
				readonly "dead-blessing": "Registrant gender";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please choose the believer's gender.";
					readonly "animal": "Please choose the pet's gender.";
					readonly "dead-blessing": "Please choose the registrant's gender.";
				};
			};
		},
		{
			readonly "key": "super_name";
			readonly "type": "text";
			readonly "max": 50;
			readonly "pattern": "name";
			readonly "show": {
				readonly "*": false;
				readonly "super": true;
			};
			readonly "require": {
				readonly "*": false;
				readonly "super": true;
			};
			readonly "print": "nowrap";
			readonly "readBack": "line";
			readonly "tablet": "departed";
			readonly "column": 3;
			readonly "label": {
				readonly "*": "Name of the departed receiving the merit";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter the name of the departed receiving the merit.";
				};
				readonly "invalid": {
					readonly "*": "A name needs at least one letter: symbols or emoji alone are not a name.";
				};
			};
		},
		{
			readonly "key": "birthday";
			readonly "type": "lunar-date";
			readonly "show": {
				readonly "*": true;
				readonly "dead-blessing": false;
				readonly "super": false;
			};
			readonly "require": {
				readonly "*": true;
				readonly "dead-blessing": false;
				readonly "super": false;
			};
			readonly "print": "words";
			readonly "column": 4;
			readonly "label": {
				readonly "*": "Lunar birthday";
				readonly "animal": "Pet lunar birthday";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please choose the lunar birth year/month/day.";
					readonly "animal": "Please choose the pet's lunar birth year/month/day.";
				};
				readonly "time": {
					readonly "*": "Please choose the birth hour (choose Auspicious if unknown).";
					readonly "animal": "Please choose the pet's birth hour (choose Auspicious if unknown).";
				};
				readonly "after_today": {
					readonly "*": "The birthday cannot be after today.";
				};
			};
		},
		{
			readonly "key": "time";
			readonly "type": "hour";
			readonly "copyOf": "birthday.time";
		},
		{
			readonly "key": "address";
			readonly "type": "text";
			readonly "max": 200;
			readonly "show": {
				readonly "*": true;
			};
			readonly "require": {
				readonly "*": true;
			};
			readonly "print": "address";
			readonly "column": 5;
			readonly "label": {
				readonly "*": "Believer address";
				readonly "animal": "Pet address";
				readonly "super": "Address of the departed receiving the merit";
				readonly "dead-blessing": "Registrant address";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter the believer's address.";
					readonly "animal": "Please enter the pet's address.";
					readonly "super": "Please enter the address of the departed receiving the merit.";
					readonly "dead-blessing": "Please enter the registrant's address.";
				};
			};
		},
		{
			readonly "key": "deceased_name";
			readonly "type": "text";
			readonly "max": 50;
			readonly "pattern": "name";
			readonly "show": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "require": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "print": "nowrap";
			readonly "tablet": "departed";
			readonly "column": 6;
			readonly "label": {
				readonly "*": "Name of the deceased";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter the deceased's name.";
				};
				readonly "invalid": {
					readonly "*": "A name needs at least one letter: symbols or emoji alone are not a name.";
				};
			};
		},
		{
			readonly "key": "deceased_gender";
			readonly "type": "gender";
			readonly "genders": {
				readonly "*": "any";
			};
			readonly "default": {
				readonly "*": "";
			};
			readonly "show": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "require": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "print": "nowrap";
			readonly "column": 7;
			readonly "label": {
				readonly "*": "Gender of the deceased";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please choose the deceased's gender.";
				};
			};
		},
		{
			readonly "key": "deceased_birthday";
			readonly "type": "lunar-date";
			readonly "show": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "require": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "print": "words";
			readonly "column": 8;
			readonly "label": {
				readonly "*": "Lunar birthday of the deceased";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please choose the deceased's lunar birth year/month/day.";
				};
				readonly "time": {
					readonly "*": "Please choose the deceased's birth hour (choose Auspicious if unknown).";
				};
				readonly "after_today": {
					readonly "*": "The birthday cannot be after today.";
				};
			};
		},
		{
			readonly "key": "deceased_death_anniversary";
			readonly "type": "lunar-date";
			readonly "show": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "require": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "print": "words";
			readonly "column": 9;
			readonly "label": {
				readonly "*": "Lunar date of death of the deceased";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please choose the deceased's lunar date of death (year/month/day).";
				};
				readonly "time": {
					readonly "*": "Please choose the deceased's hour of death (choose Auspicious if unknown).";
				};
				readonly "after_today": {
					readonly "*": "The date of death cannot be after today.";
				};
			};
		},
		{
			readonly "key": "deceased_address";
			readonly "type": "text";
			readonly "max": 200;
			readonly "show": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "require": {
				readonly "*": false;
				readonly "pudu": true;
			};
			readonly "print": "address";
			readonly "tablet": "address";
			readonly "column": 10;
			readonly "label": {
				readonly "*": "Memorial tablet address of the deceased";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter the address for the deceased's memorial tablet.";
				};
			};
		},
		{
			readonly "key": "depends_people";
			readonly "type": "registrants";
			readonly "max": 20;
			readonly "show": {
				readonly "*": false;
				readonly "gift": true;
			};
			readonly "require": {
				readonly "*": false;
				readonly "gift": true;
			};
			readonly "column": 11;
			readonly "label": {
				readonly "*": "Family registrant";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please add the family registrants.";
				};
				readonly "too_many": {
					readonly "*": "At most %d family registrants.";
				};
			};
		},
		{
			readonly "key": "mobile";
			readonly "type": "text";
			readonly "max": 20;
			readonly "pattern": "mobile";
			readonly "show": {
				readonly "*": true;
			};
			readonly "require": {
				readonly "*": false;
			};
			readonly "print": "nowrap";
			readonly "column": 12;
			readonly "label": {
				readonly "*": "Mobile";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter a valid phone number.";
				};
			};
		},
		{
			readonly "key": "email";
			readonly "type": "text";
			readonly "max": 100;
			readonly "pattern": "email";
			readonly "show": {
				readonly "*": true;
			};
			readonly "require": {
				readonly "*": false;
			};
			readonly "column": 13;
			readonly "label": {
				readonly "*": "Email";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter a valid email address.";
				};
			};
		},
		{
			readonly "key": "note";
			readonly "type": "multiline";
			readonly "max": 500;
			readonly "show": {
				readonly "*": true;
			};
			readonly "require": {
				readonly "*": false;
			};
			readonly "column": 14;
			readonly "label": {
				readonly "*": "Note";
			};
		},
		{
			readonly "key": "is_expired_notice";
			readonly "type": "boolean";
			readonly "default": {
				readonly "*": true;
			};
			readonly "show": {
				readonly "*": true;
			};
			readonly "require": {
				readonly "*": false;
			};
			readonly "print": "nowrap";
			readonly "column": 15;
			readonly "label": {
				readonly "*": "Notify before expiry";
			};
		},
		{
			readonly "key": "product_category";
			readonly "type": "categories";
			readonly "max": 50;
		},
	];
	readonly "registrantFields": readonly [
		{
			readonly "key": "name";
			readonly "type": "text";
			readonly "max": 50;
			readonly "pattern": "name";
			readonly "require": {
				readonly "*": true;
			};
			readonly "label": {
				readonly "*": "Name";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please enter a name.";
				};
				readonly "invalid": {
					readonly "*": "A name needs at least one letter: symbols or emoji alone are not a name.";
				};
			};
		},
		{
			readonly "key": "gender";
			readonly "type": "gender";
			readonly "genders": {
				readonly "*": "human";
			};
			readonly "default": {
				readonly "*": "male";
			};
			readonly "require": {
				readonly "*": true;
			};
			readonly "label": {
				readonly "*": "Gender";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please choose a gender.";
				};
			};
		},
		{
			readonly "key": "birthday";
			readonly "type": "lunar-date";
			readonly "require": {
				readonly "*": true;
			};
			readonly "label": {
				readonly "*": "Lunar birthday";
			};
			readonly "messages": {
				readonly "*": {
					readonly "*": "Please choose the lunar birth year/month/day.";
				};
				readonly "time": {
					readonly "*": "Please choose the birth hour (choose Auspicious if unknown).";
				};
				readonly "after_today": {
					readonly "*": "The birthday cannot be after today.";
				};
			};
		},
	];
};
export default table;
