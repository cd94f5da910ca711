"""English texts of the offline engine and the Markdown renderer (data).

TOPICS: topic -> (translation templates, explanation templates). The engine uses the first
template whose fields it can fill from the clause: {amount} {amounts} {date} {dates} {duration}
{durations} {percent} {percents} {section} {sections} {hours} {days} {weeks} {months} {years}.
"""

from __future__ import annotations

LANGUAGE_NAMES = {"de": "German", "en": "English", "es": "Spanish", "fr": "French", "it": "Italian", "pt": "Portuguese"}

CATEGORY_NAMES = {
    "rental_contract": "Rental contract",
    "employment_contract": "Employment contract",
    "tax_assessment": "Tax assessment",
    "authority_letter": "Letter from an authority",
    "terms_and_conditions": "Terms and conditions",
    "termination_letter": "Notice of termination",
    "insurance": "Insurance contract",
    "purchase": "Purchase contract",
    "loan": "Loan contract",
    "telecom_utility_contract": "Telephone, internet or energy contract",
    "other": "Legal document",
}

CATEGORY_SUMMARY = {
    "rental_contract": "This is a rental contract between a landlord and a tenant.",
    "employment_contract": "This is an employment contract between an employer and an employee.",
    "tax_assessment": "This is a tax assessment: the tax office tells you how much tax you owe for a year.",
    "authority_letter": "This is a letter from a public authority to you.",
    "terms_and_conditions": "These are general terms and conditions: the rules a business sets for its contracts "
    "with customers.",
    "termination_letter": "This is a notice of termination: one party ends a contract.",
    "insurance": "This is an insurance contract between an insurer and a policyholder.",
    "purchase": "This is a purchase contract between a seller and a buyer.",
    "loan": "This is a loan contract between a lender and a borrower.",
    "telecom_utility_contract": "This is a supply contract (telephone, internet or energy) between a provider and "
    "a customer.",
    "other": "This is a legal document.",
}

TOPIC_LABELS = {
    "parties": "Parties",
    "subject": "What the contract covers",
    "term": "Start and duration",
    "rent": "Rent",
    "utilities": "Running costs",
    "deposit": "Deposit",
    "payment": "Payment",
    "rent_increase": "Rent increases",
    "notice": "Ending the contract",
    "renovation": "Cosmetic repairs",
    "repairs": "Repairs and upkeep",
    "pets": "Pets",
    "subletting": "Subletting",
    "use": "Use and house rules",
    "access": "Access to the home",
    "handover": "Handover and return",
    "liability": "Liability",
    "warranty": "Warranty",
    "withdrawal": "Right of withdrawal",
    "data_protection": "Data protection",
    "jurisdiction": "Competent court",
    "applicable_law": "Applicable law",
    "dispute_resolution": "Dispute resolution",
    "probation": "Probation",
    "working_time": "Working time",
    "pay": "Pay",
    "overtime": "Overtime",
    "holiday": "Holiday",
    "sick_leave": "Sickness",
    "confidentiality": "Confidentiality",
    "non_compete": "Non-compete",
    "side_jobs": "Side jobs",
    "job": "Job and place of work",
    "forfeiture": "Cut-off periods for claims",
    "tax_assessment": "Tax assessed",
    "tax_settlement": "Payment or refund",
    "tax_basis": "Basis of the tax",
    "tax_explanations": "Notes from the tax office",
    "objection": "How to challenge it",
    "deadline": "Deadline",
    "obligation_to_cooperate": "Duty to cooperate",
    "benefits": "Benefits",
    "delivery": "Delivery",
    "prices": "Prices",
    "contract_formation": "How the contract is made",
    "scope": "Scope",
    "severability": "Invalid clauses",
    "written_form": "Written form",
    "signatures": "Signatures",
    "insurance_cover": "Insurance cover",
    "loan_interest": "Interest and repayment",
    "other": "Other",
}

TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "parties": (
        ("This part names the parties to the contract: who contracts with whom, and in which role.",),
        (
            "Only the people or companies named here get rights and duties from the contract. "
            "Check that names and addresses are correct.",
        ),
    ),
    "subject": (
        ("This clause describes what the contract covers, for example which home, rooms and extras are let.",),
        (
            "Only what is listed here is part of the contract. Compare the description with reality, "
            "for example at the handover.",
        ),
    ),
    "term": (
        (
            "The contract starts on {date}. This clause also says how long it runs and whether it ends by itself.",
            "This clause says when the contract starts, how long it runs and whether it ends by itself.",
        ),
        (
            "Note the period named here ({duration}): during a fixed or minimum term you often cannot end the "
            "contract early.",
            "Check whether the contract is open-ended or ends on a fixed date: this decides when you can get out of it.",
        ),
    ),
    "rent": (
        ("This clause sets the rent. It names these amounts: {amounts}.", "This clause sets the rent."),
        ("This is what you owe every month. Check which costs are included and which come on top.",),
    ),
    "utilities": (
        (
            "This clause covers the running costs (heating, water, service charges) and how they are paid. "
            "Amounts named: {amounts}.",
            "This clause covers the running costs (heating, water, service charges) and how they are paid.",
        ),
        (
            "Advance payments are usually settled once a year: you may get money back or have to pay extra. "
            "Keep the yearly statement and check it.",
        ),
    ),
    "deposit": (
        ("You give a security deposit of {amount}.", "You give a security deposit."),
        (
            "The deposit secures the landlord's claims. After you move out you get it back, minus justified "
            "deductions. Keep proof of payment and of the condition of the home.",
        ),
    ),
    "payment": (
        ("This clause says when and how you pay, for example the due date and the account.",),
        (
            "Pay on time and in the way described. Late payment can cost fees or interest; in a lease it can "
            "even lead to termination.",
        ),
    ),
    "rent_increase": (
        ("This clause says if and how the rent can go up (stepped rent, index rent or the statutory rules).",),
        (
            "It tells you how much and how often your rent may rise. Check the dates and limits before you agree "
            "to an increase.",
        ),
    ),
    "notice": (
        (
            "This clause says how the contract can be ended. Periods named: {durations}.",
            "This clause says how the contract can be ended and which notice periods apply.",
        ),
        (
            "Notice usually has to be given in writing and must arrive in time. If you miss the period, the "
            "contract runs longer.",
        ),
    ),
    "renovation": (
        (
            "This clause says who must do cosmetic repairs, such as painting walls and doors, during the tenancy or "
            "when moving out.",
        ),
        (
            "Such work can be expensive. Courts (in Germany, for example) often strike down rigid duties, such as "
            "fixed intervals or renovation regardless of condition. Check before you pay for work you may not owe.",
        ),
    ),
    "repairs": (
        (
            "This clause says who pays for repairs and upkeep. Amounts named: {amounts}.",
            "This clause says who pays for repairs and upkeep.",
        ),
        (
            "Report damage to the landlord quickly. If you must pay for small repairs, there should be a limit per "
            "repair and per year.",
        ),
    ),
    "pets": (
        ("This clause says whether you may keep animals and whether you need permission.",),
        (
            "Keeping an animal without a required permission can lead to a warning or even termination. "
            "Ask in writing and keep the answer.",
        ),
    ),
    "subletting": (
        ("This clause says whether you may let the home, or part of it, to someone else.",),
        ("Subletting without permission can be a reason to end the tenancy. Get consent in writing first.",),
    ),
    "use": (
        ("This clause sets rules for using the property, for example house rules, quiet hours or changes to it.",),
        ("Breaking these rules again and again can lead to warnings and, in serious cases, to termination.",),
    ),
    "access": (
        ("This clause says when the landlord or others may enter the home, for example for repairs or viewings.",),
        (
            "The landlord usually has to announce a visit in advance and needs a reason. "
            "They may not simply enter whenever they like.",
        ),
    ),
    "handover": (
        ("This clause describes the condition of the home when it is handed over or returned.",),
        (
            "Record the condition with photos and a signed handover report when you move in and out. "
            "It protects you against later claims.",
        ),
    ),
    "liability": (
        ("This clause says who is liable for damage and where liability is limited.",),
        (
            "It decides who pays if something goes wrong. Limits on liability usually cannot exclude intent, "
            "gross negligence or harm to life and health.",
        ),
    ),
    "warranty": (
        (
            "This clause describes your rights if a product or service is faulty: repair, replacement, price "
            "reduction or refund.",
        ),
        (
            "Note the period named here ({duration}). Report faults quickly and keep the receipt.",
            "Statutory warranty rights of consumers cannot simply be taken away. Report faults quickly and keep "
            "the receipt.",
        ),
    ),
    "withdrawal": (
        (
            "This clause explains your right to withdraw from the contract. Period named: {duration}.",
            "This clause explains your right to withdraw from the contract without giving a reason.",
        ),
        (
            "You can cancel within {duration} without giving reasons. A clear statement, for example by letter or "
            "e-mail, is enough.",
            "Within the withdrawal period you can cancel without giving reasons. A clear statement, for example by "
            "letter or e-mail, is enough.",
        ),
    ),
    "data_protection": (
        ("This clause says which personal data is processed, for what purpose and on which legal basis.",),
        (
            "You have the right to information, correction and deletion of your data. You can also complain to a "
            "data protection authority.",
        ),
    ),
    "jurisdiction": (
        ("This clause says which court is responsible for disputes.",),
        (
            "If you are a consumer or a tenant, a distant court often cannot be imposed on you. "
            "The statutory rules usually still protect you.",
        ),
    ),
    "applicable_law": (
        ("This clause says which country's law applies to the contract.",),
        (
            "As a consumer you usually keep the protection of the law of the country where you live, even if "
            "another law is chosen.",
        ),
    ),
    "dispute_resolution": (
        (
            "This clause mentions settling disputes out of court, for example through an online platform or a "
            "conciliation board.",
        ),
        (
            "Out-of-court settlement can be cheaper than going to court. Check whether the business is willing to "
            "take part.",
        ),
    ),
    "probation": (
        (
            "This clause sets a probationary period of {months}.",
            "This clause sets a probationary period at the start of the job.",
        ),
        (
            "During probation the job can be ended at short notice, by either side. Use this time to see whether "
            "the job suits you.",
        ),
    ),
    "working_time": (
        ("This clause sets your working time: {hours}.", "This clause sets your working time and how it is arranged."),
        (
            "Your working time decides how much you work for your pay. Hours beyond it are overtime: check whether "
            "and how it is paid.",
        ),
    ),
    "pay": (
        ("This clause sets your pay. Amounts named: {amounts}.", "This clause sets your pay and when it is paid."),
        (
            "Check whether the amounts are gross or net and when they are due. Voluntary extra payments can often "
            "be stopped later.",
        ),
    ),
    "overtime": (
        (
            "This clause says whether you must work overtime and how it is compensated. It names {hours}.",
            "This clause says whether you must work overtime and how it is compensated.",
        ),
        (
            "Clauses saying that overtime is included in your pay are only valid within clear limits. "
            "Keep a record of your extra hours.",
        ),
    ),
    "holiday": (
        ("You are entitled to {days} of paid holiday per year.", "This clause sets your paid holiday."),
        (
            "Holiday you do not take can expire at the end of the year or at a later cut-off date. "
            "Plan and request it in time.",
        ),
    ),
    "sick_leave": (
        (
            "This clause says what to do when you are ill: tell your employer at once, and when to bring a "
            "doctor's note.",
        ),
        (
            "If you report sick too late, you risk a warning. In Germany you normally keep your pay for up to six "
            "weeks of illness.",
        ),
    ),
    "confidentiality": (
        ("You must keep business secrets confidential, often also after the job ends.",),
        (
            "Breaking confidentiality can lead to dismissal and claims for damages. "
            "Return documents and data when you leave.",
        ),
    ),
    "non_compete": (
        (
            "After the job ends you may not work for competitors for {months}.",
            "This clause restricts working for competitors after the job ends.",
        ),
        (
            "In Germany such a ban binds you only if the employer pays compensation of at least half your last pay. "
            "The clause names {percent}.",
            "In Germany such a ban binds you only if the employer pays compensation of at least half your last pay. "
            "Check the compensation and the duration.",
        ),
    ),
    "side_jobs": (
        ("This clause says whether you may take a second job and whether you need permission.",),
        (
            "Your employer may refuse a side job only for good reasons, for example competition or too many hours. "
            "Ask in writing.",
        ),
    ),
    "job": (
        (
            "Your job starts on {date}. The clause also describes your position, tasks and place of work.",
            "This clause describes your job: start, position, tasks and place of work.",
        ),
        (
            "The wider the job description, the more other tasks your employer can give you. "
            "Check that it matches what was agreed.",
        ),
    ),
    "forfeiture": (
        (
            "Claims from the job must be raised within {duration}, otherwise they lapse.",
            "This clause sets a cut-off period: claims not raised in time lapse.",
        ),
        (
            "This is easy to miss. Unpaid wages or overtime can be lost for good if you do not claim them in time, "
            "usually in writing.",
        ),
    ),
    "tax_assessment": (
        (
            "This part sets the tax the tax office has assessed. Amounts named: {amounts}.",
            "This part sets the tax the tax office has assessed.",
        ),
        (
            "Compare the figures with your tax return. Words like 'provisional' or 'subject to review' mean the tax "
            "office can still change it.",
        ),
    ),
    "tax_settlement": (
        (
            "This part settles the account: tax assessed minus tax already paid. It names {amounts} and the date "
            "{date}.",
            "This part settles the account: tax assessed minus tax already paid. It names {amounts}.",
            "This part settles the account: tax assessed minus tax already paid.",
        ),
        (
            "If you have to pay, pay by {date}, even if you object. Otherwise late payment surcharges are added.",
            "If you have to pay, pay by the date given, even if you object. A refund is paid to your account.",
        ),
    ),
    "tax_basis": (
        ("This part lists the basis of the tax: income, deductions and the taxable income.",),
        (
            "Check that all your income and costs were counted as in your tax return. "
            "Differences are explained in the notes.",
        ),
    ),
    "tax_explanations": (
        ("This part explains where the tax office departed from your tax return, or why parts are provisional.",),
        ("Read these notes closely: they show what was not accepted. If you disagree, you can object and send proof.",),
    ),
    "objection": (
        (
            "This part explains how you can challenge the decision, and the time limit: {duration}.",
            "This part explains how and where you can challenge the decision.",
        ),
        (
            "If you miss the time limit, the decision usually becomes final. An objection in writing to the office "
            "named is enough; it does not need to be long.",
        ),
    ),
    "deadline": (
        (
            "This part sets a deadline: {date}.",
            "This part sets a time limit: {duration}.",
            "This part sets a time limit for you to act or reply.",
        ),
        (
            "Put the date in your calendar. If you do not react in time, the decision may be made without your "
            "side of the story.",
        ),
    ),
    "obligation_to_cooperate": (
        ("This part asks you to provide information or documents, and explains your duty to cooperate.",),
        (
            "If you do not cooperate, benefits can be refused or withdrawn. Send what is asked for in time, or "
            "explain why you cannot.",
        ),
    ),
    "benefits": (
        (
            "This part is about social benefits: which ones, for which period and how much. Amounts named: {amounts}.",
            "This part is about social benefits: which ones, for which period and how much.",
        ),
        (
            "Check the period and the amounts. Report changes in income or household at once, or you may have to "
            "pay money back.",
        ),
    ),
    "delivery": (
        ("This clause covers delivery: where goods are sent, how long it takes and what it costs.",),
        (
            "If delivery is late, you can set a deadline and then withdraw. The risk usually passes to you only "
            "when you receive the goods.",
        ),
    ),
    "prices": (
        ("This clause explains the prices: whether VAT is included and which extra costs, such as shipping, apply.",),
        (
            "The final price must be clear before you order. Extra costs you were not told about beforehand do "
            "not have to be paid.",
        ),
    ),
    "contract_formation": (
        ("This clause explains when the contract is made, for example when your order is accepted.",),
        (
            "Until then the seller can still refuse your order. An automatic order confirmation is often not yet "
            "an acceptance.",
        ),
    ),
    "scope": (
        ("This clause says which contracts and which customers these terms apply to.",),
        ("Check whether you count as a consumer or as a business: consumers enjoy extra protection by law.",),
    ),
    "severability": (
        ("If one clause is invalid, the rest of the contract still applies.",),
        (
            "An invalid clause is then usually replaced by the statutory rule. "
            "This clause does not make an unfair clause valid.",
        ),
    ),
    "written_form": (
        ("Changes and additions to the contract must be made in writing.",),
        (
            "Have every agreement confirmed in writing, for example by letter or e-mail. "
            "Spoken promises are hard to prove.",
        ),
    ),
    "signatures": (
        ("Place, date and signatures of the parties.",),
        ("By signing, the parties accept the contract. Keep a signed copy.",),
    ),
    "insurance_cover": (
        ("This clause describes what is insured, what is excluded and any excess you pay yourself.",),
        ("Read the exclusions carefully: they decide when the insurer does not pay. Report claims at once.",),
    ),
    "loan_interest": (
        (
            "This clause sets the interest and the repayment of the loan. Rates named: {percents}.",
            "This clause sets the interest and the repayment of the loan.",
        ),
        (
            "The annual percentage rate shows the total cost of the loan. Compare it, and check the costs of "
            "repaying early.",
        ),
    ),
}

UNITS = {
    "day": ("day", "days"),
    "working_day": ("working day", "working days"),
    "calendar_day": ("calendar day", "calendar days"),
    "week": ("week", "weeks"),
    "month": ("month", "months"),
    "year": ("year", "years"),
    "hour": ("hour", "hours"),
    "monthly_rent": ("month's rent", "months' rent"),
    "monthly_salary": ("month's salary", "months' salary"),
}

TEXT = {
    "also": "The clause also names: {items}.",
    "kind_amounts": "amounts {items}",
    "kind_durations": "periods {items}",
    "kind_dates": "dates {items}",
    "kind_percents": "rates {items}",
    "kind_sections": "legal provisions {items}",
    "generic_t": "Klartext could not match this passage to a clause type it knows.",
    "generic_t_values": "It names: {items}.",
    "generic_t_duty": "It contains binding wording ({words}): someone must do something, or may not do something.",
    "generic_e": "Read this passage carefully in the original. Check who must do what, by when, and what happens "
    "otherwise.",
    "generic_e_values": "The figures and dates it names may matter to you.",
    "empty_t": "This passage contains no text to explain.",
    "empty_e": "Nothing to note here.",
    "summary_parts": "Klartext explains it in {count} parts.",
    "summary_amounts": "Key amounts: {items}.",
    "summary_dates": "Dates: {items}.",
    "summary_topics": "Main topics: {items}.",
    "summary_deadlines": "Deadlines and dates: {items}.",
    "summary_language": "The document is written in {language}.",
    "offline_note": "These explanations come from the offline engine: they describe what clauses of this kind "
    "usually mean and name the figures found in the text. They do not assess the exact wording.",
}

LABELS = {
    "title": "{category} – explained in plain language",
    "summary": "Summary",
    "clause": "Part {number}",
    "plain": "In plain words:",
    "why": "Why it matters:",
    "norms": "Legal provisions:",
    "related": "related law, for further reading",
    "deadlines": "Deadlines and dates",
    "amounts": "Amounts",
    "warnings": "Please note",
    "removed": "Removed before analysis: {items}",
    "source": "Source: [{name}]({url})",
    "topics": "Topics",
    "engine_offline": "Explained by the offline engine (no AI model).",
    "engine_llm": "Explained with the help of an AI model ({model}).",
    "computed": "computed",
    "page": "page {page}",
}

# What an amount of money is for (app.analysis.amounts meanings).
AMOUNT_LABELS = {
    "rent": "rent",
    "deposit": "deposit",
    "utilities": "utilities and service charges",
    "back_payment": "back payment",
    "refund": "refund",
    "prepayment": "prepayment",
    "fee": "fee",
    "salary": "salary",
    "tax": "tax assessed",
    "fine": "surcharge or fine",
    "damages": "damages or penalty",
    "price": "price",
    "other": "amount",
}

PERSONAL_DATA = {
    "person": ("name", "names"),
    "address": ("address", "addresses"),
    "email": ("e-mail address", "e-mail addresses"),
    "phone": ("phone number", "phone numbers"),
    "iban": ("bank account", "bank accounts"),
    "bic": ("bank code", "bank codes"),
    "tax_id": ("tax number", "tax numbers"),
    "social_security": ("social security number", "social security numbers"),
    "health_insurance": ("health insurance number", "health insurance numbers"),
    "id_number": ("ID document number", "ID document numbers"),
    "licence_plate": ("number plate", "number plates"),
    "date_of_birth": ("date of birth", "dates of birth"),
    "customer_number": ("customer number", "customer numbers"),
    "other": ("other item", "other items"),
}
