"""Textes français du moteur hors ligne et de la sortie Markdown (données). Structure comme offline_en.py."""

from __future__ import annotations

LANGUAGE_NAMES = {
    "de": "allemand",
    "en": "anglais",
    "es": "espagnol",
    "fr": "français",
    "it": "italien",
    "pt": "portugais",
}

CATEGORY_NAMES = {
    "rental_contract": "Contrat de location",
    "employment_contract": "Contrat de travail",
    "tax_assessment": "Avis d'imposition",
    "authority_letter": "Courrier d'une administration",
    "terms_and_conditions": "Conditions générales",
    "termination_letter": "Lettre de résiliation",
    "insurance": "Contrat d'assurance",
    "purchase": "Contrat de vente",
    "loan": "Contrat de prêt",
    "telecom_utility_contract": "Contrat de téléphone, d'internet ou d'énergie",
    "other": "Document juridique",
}

CATEGORY_SUMMARY = {
    "rental_contract": "Il s'agit d'un contrat de location entre un bailleur et un locataire.",
    "employment_contract": "Il s'agit d'un contrat de travail entre un employeur et un salarié.",
    "tax_assessment": "Il s'agit d'un avis d'imposition : l'administration fiscale vous indique combien d'impôt "
    "vous devez pour une année.",
    "authority_letter": "Il s'agit d'un courrier d'une administration qui vous est adressé.",
    "terms_and_conditions": "Il s'agit de conditions générales : les règles qu'une entreprise fixe pour ses "
    "contrats avec ses clients.",
    "termination_letter": "Il s'agit d'une résiliation : une partie met fin à un contrat.",
    "insurance": "Il s'agit d'un contrat d'assurance entre un assureur et un assuré.",
    "purchase": "Il s'agit d'un contrat de vente entre un vendeur et un acheteur.",
    "loan": "Il s'agit d'un contrat de prêt entre un prêteur et un emprunteur.",
    "telecom_utility_contract": "Il s'agit d'un contrat de fourniture (téléphone, internet ou énergie) entre un "
    "fournisseur et un client.",
    "other": "Il s'agit d'un document juridique.",
}

TOPIC_LABELS = {
    "parties": "Parties",
    "subject": "Objet du contrat",
    "term": "Début et durée",
    "rent": "Loyer",
    "utilities": "Charges",
    "deposit": "Dépôt de garantie",
    "payment": "Paiement",
    "rent_increase": "Hausse du loyer",
    "notice": "Fin du contrat",
    "renovation": "Travaux de peinture",
    "repairs": "Réparations et entretien",
    "pets": "Animaux",
    "subletting": "Sous-location",
    "use": "Usage et règlement intérieur",
    "access": "Accès au logement",
    "handover": "Remise et restitution",
    "liability": "Responsabilité",
    "warranty": "Garantie",
    "withdrawal": "Droit de rétractation",
    "data_protection": "Protection des données",
    "jurisdiction": "Tribunal compétent",
    "applicable_law": "Droit applicable",
    "dispute_resolution": "Règlement des litiges",
    "probation": "Période d'essai",
    "working_time": "Temps de travail",
    "pay": "Rémunération",
    "overtime": "Heures supplémentaires",
    "holiday": "Congés",
    "sick_leave": "Maladie",
    "confidentiality": "Confidentialité",
    "non_compete": "Non-concurrence",
    "side_jobs": "Activités annexes",
    "job": "Poste et lieu de travail",
    "forfeiture": "Délais pour réclamer",
    "tax_assessment": "Impôt fixé",
    "tax_settlement": "Paiement ou remboursement",
    "tax_basis": "Base de l'impôt",
    "tax_explanations": "Explications de l'administration",
    "objection": "Comment contester",
    "deadline": "Délai",
    "obligation_to_cooperate": "Obligation de coopérer",
    "benefits": "Prestations",
    "delivery": "Livraison",
    "prices": "Prix",
    "contract_formation": "Conclusion du contrat",
    "scope": "Champ d'application",
    "severability": "Clauses nulles",
    "written_form": "Forme écrite",
    "signatures": "Signatures",
    "insurance_cover": "Garanties de l'assurance",
    "loan_interest": "Intérêts et remboursement",
    "other": "Autres",
}

TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "parties": (
        ("Cette partie nomme les parties au contrat : qui s'engage avec qui, et dans quel rôle.",),
        (
            "Seules les personnes ou sociétés nommées ici ont des droits et des obligations au titre du contrat. "
            "Vérifiez que les noms et les adresses sont exacts.",
        ),
    ),
    "subject": (
        ("Cette clause décrit ce que couvre le contrat, par exemple le logement, les pièces et les annexes loués.",),
        (
            "Seul ce qui est indiqué ici fait partie du contrat. Comparez la description avec la réalité, par "
            "exemple lors de la remise des clés.",
        ),
    ),
    "term": (
        (
            "Le contrat commence le {date}. La clause dit aussi combien de temps il dure et s'il prend fin tout seul.",
            "Cette clause dit quand le contrat commence, combien de temps il dure et s'il prend fin tout seul.",
        ),
        (
            "Notez la période indiquée ({duration}) : pendant une durée fixe ou minimale, vous ne pouvez souvent pas "
            "mettre fin au contrat plus tôt.",
            "Vérifiez si le contrat est à durée indéterminée ou prend fin à une date fixe : cela décide quand vous "
            "pouvez en sortir.",
        ),
    ),
    "rent": (
        ("Cette clause fixe le loyer. Elle cite ces montants : {amounts}.", "Cette clause fixe le loyer."),
        ("C'est ce que vous devez chaque mois. Vérifiez quels frais sont compris et lesquels s'ajoutent.",),
    ),
    "utilities": (
        (
            "Cette clause porte sur les charges (chauffage, eau, charges communes) et sur leur paiement. Montants "
            "cités : {amounts}.",
            "Cette clause porte sur les charges (chauffage, eau, charges communes) et sur leur paiement.",
        ),
        (
            "Les provisions sont en général régularisées une fois par an : vous pouvez être remboursé ou devoir "
            "payer un complément. Gardez le décompte annuel et vérifiez-le.",
        ),
    ),
    "deposit": (
        ("Vous versez un dépôt de garantie de {amount}.", "Vous versez un dépôt de garantie."),
        (
            "Le dépôt garantit les créances du bailleur. Après votre départ, il vous est rendu, moins les retenues "
            "justifiées. Gardez la preuve du paiement et de l'état du logement.",
        ),
    ),
    "payment": (
        ("Cette clause dit quand et comment vous payez, par exemple l'échéance et le compte.",),
        (
            "Payez à temps et de la manière prévue. Un retard peut coûter des frais ou des intérêts ; pour un "
            "loyer, il peut même entraîner la résiliation.",
        ),
    ),
    "rent_increase": (
        ("Cette clause dit si et comment le loyer peut augmenter (paliers, indexation ou règles légales).",),
        (
            "Elle montre de combien et à quelle fréquence votre loyer peut augmenter. Vérifiez les dates et les "
            "limites avant d'accepter une hausse.",
        ),
    ),
    "notice": (
        (
            "Cette clause dit comment mettre fin au contrat. Délais cités : {durations}.",
            "Cette clause dit comment mettre fin au contrat et quels préavis s'appliquent.",
        ),
        (
            "Le congé doit en général être donné par écrit et arriver à temps. Si vous manquez le délai, le contrat "
            "dure plus longtemps.",
        ),
    ),
    "renovation": (
        (
            "Cette clause dit qui doit faire les travaux de peinture et de rafraîchissement pendant la location ou "
            "au départ.",
        ),
        (
            "Ces travaux peuvent coûter cher. Les tribunaux (en Allemagne, par exemple) annulent souvent les "
            "obligations rigides, comme des délais fixes ou des travaux quel que soit l'état. Vérifiez avant de "
            "payer.",
        ),
    ),
    "repairs": (
        (
            "Cette clause dit qui paie les réparations et l'entretien. Montants cités : {amounts}.",
            "Cette clause dit qui paie les réparations et l'entretien.",
        ),
        (
            "Signalez vite les dégâts au bailleur. Si vous devez payer de petites réparations, il faut une limite "
            "par réparation et par an.",
        ),
    ),
    "pets": (
        ("Cette clause dit si vous pouvez avoir des animaux et s'il vous faut une autorisation.",),
        (
            "Un animal sans l'autorisation nécessaire peut entraîner un avertissement, voire la résiliation. "
            "Demandez par écrit et gardez la réponse.",
        ),
    ),
    "subletting": (
        ("Cette clause dit si vous pouvez louer le logement, ou une partie, à quelqu'un d'autre.",),
        ("Sous-louer sans accord peut justifier la fin du bail. Obtenez d'abord l'accord par écrit.",),
    ),
    "use": (
        (
            "Cette clause fixe des règles d'usage, par exemple le règlement intérieur, les heures de calme ou les "
            "travaux dans le logement.",
        ),
        (
            "Enfreindre ces règles à répétition peut entraîner des avertissements et, dans les cas graves, la "
            "résiliation.",
        ),
    ),
    "access": (
        (
            "Cette clause dit quand le bailleur ou d'autres personnes peuvent entrer dans le logement, par exemple "
            "pour des réparations ou des visites.",
        ),
        ("Le bailleur doit en général prévenir à l'avance et avoir un motif. Il ne peut pas entrer quand il veut.",),
    ),
    "handover": (
        ("Cette clause décrit l'état du logement lors de la remise ou de la restitution.",),
        (
            "Faites un état des lieux signé avec photos à l'entrée et à la sortie. Il vous protège contre des "
            "réclamations ultérieures.",
        ),
    ),
    "liability": (
        ("Cette clause dit qui est responsable des dommages et où la responsabilité est limitée.",),
        (
            "Elle décide qui paie si quelque chose tourne mal. Les limites de responsabilité ne peuvent en général "
            "pas exclure la faute intentionnelle, la faute grave ni les atteintes à la vie et à la santé.",
        ),
    ),
    "warranty": (
        (
            "Cette clause décrit vos droits si un produit ou un service est défectueux : réparation, remplacement, "
            "réduction du prix ou remboursement.",
        ),
        (
            "Notez le délai indiqué ({duration}). Signalez vite les défauts et gardez la preuve d'achat.",
            "Les garanties légales des consommateurs ne peuvent pas être supprimées comme cela. Signalez vite les "
            "défauts et gardez la preuve d'achat.",
        ),
    ),
    "withdrawal": (
        (
            "Cette clause explique votre droit de rétractation. Délai cité : {duration}.",
            "Cette clause explique votre droit de vous rétracter sans donner de motif.",
        ),
        (
            "Vous pouvez vous rétracter dans un délai de {duration} sans motif. Une déclaration claire, par lettre ou "
            "par e-mail, suffit.",
            "Pendant le délai de rétractation, vous pouvez annuler sans motif. Une déclaration claire, par lettre ou "
            "par e-mail, suffit.",
        ),
    ),
    "data_protection": (
        ("Cette clause dit quelles données personnelles sont traitées, dans quel but et sur quelle base légale.",),
        (
            "Vous avez le droit d'accéder à vos données, de les faire corriger et effacer. Vous pouvez aussi "
            "saisir une autorité de protection des données.",
        ),
    ),
    "jurisdiction": (
        ("Cette clause dit quel tribunal est compétent en cas de litige.",),
        (
            "Si vous êtes consommateur ou locataire, on ne peut souvent pas vous imposer un tribunal éloigné. Les "
            "règles légales vous protègent en général quand même.",
        ),
    ),
    "applicable_law": (
        ("Cette clause dit quel droit s'applique au contrat.",),
        (
            "En tant que consommateur, vous gardez en général la protection du droit du pays où vous vivez, même "
            "si un autre droit est choisi.",
        ),
    ),
    "dispute_resolution": (
        (
            "Cette clause cite des moyens de régler un litige sans procès, comme une plateforme en ligne ou un "
            "médiateur.",
        ),
        ("La médiation peut coûter moins cher qu'un procès. Vérifiez si l'entreprise accepte d'y participer.",),
    ),
    "probation": (
        (
            "Cette clause fixe une période d'essai de {months}.",
            "Cette clause fixe une période d'essai au début de l'emploi.",
        ),
        (
            "Pendant la période d'essai, chaque partie peut mettre fin au contrat avec un court préavis. Profitez-en "
            "pour voir si le poste vous convient.",
        ),
    ),
    "working_time": (
        (
            "Cette clause fixe votre temps de travail : {hours}.",
            "Cette clause fixe votre temps de travail et son organisation.",
        ),
        (
            "Le temps de travail décide combien vous travaillez pour votre salaire. Les heures en plus sont des "
            "heures supplémentaires : vérifiez si et comment elles sont payées.",
        ),
    ),
    "pay": (
        (
            "Cette clause fixe votre rémunération. Montants cités : {amounts}.",
            "Cette clause fixe votre rémunération et sa date de paiement.",
        ),
        (
            "Vérifiez si les montants sont bruts ou nets et quand ils sont dus. Les primes versées à titre "
            "volontaire peuvent souvent être supprimées plus tard.",
        ),
    ),
    "overtime": (
        (
            "Cette clause dit si vous devez faire des heures supplémentaires et comment elles sont compensées. "
            "Elle cite {hours}.",
            "Cette clause dit si vous devez faire des heures supplémentaires et comment elles sont compensées.",
        ),
        (
            "Une clause selon laquelle les heures supplémentaires sont comprises dans le salaire ne vaut que dans "
            "des limites claires. Notez vos heures en plus.",
        ),
    ),
    "holiday": (
        ("Vous avez droit à {days} de congés payés par an.", "Cette clause fixe vos congés payés."),
        (
            "Les congés non pris peuvent être perdus en fin d'année ou à une date limite ultérieure. Planifiez-les "
            "et demandez-les à temps.",
        ),
    ),
    "sick_leave": (
        (
            "Cette clause dit quoi faire en cas de maladie : prévenir tout de suite l'employeur et quand fournir un "
            "certificat médical.",
        ),
        (
            "Si vous prévenez trop tard, vous risquez un avertissement. En Allemagne, le salaire est en général "
            "maintenu jusqu'à six semaines de maladie.",
        ),
    ),
    "confidentiality": (
        ("Vous devez garder secrètes les informations de l'entreprise, souvent aussi après votre départ.",),
        (
            "Une violation peut entraîner un licenciement et des dommages-intérêts. Rendez documents et données en "
            "partant.",
        ),
    ),
    "non_compete": (
        (
            "Après la fin du contrat, vous ne pouvez pas travailler pour un concurrent pendant {months}.",
            "Cette clause limite le travail pour des concurrents après la fin du contrat.",
        ),
        (
            "En Allemagne, une telle clause ne vous lie que si l'employeur verse une indemnité d'au moins la moitié "
            "de votre dernière rémunération. La clause cite {percent}.",
            "En Allemagne, une telle clause ne vous lie que si l'employeur verse une indemnité d'au moins la moitié "
            "de votre dernière rémunération. Vérifiez l'indemnité et la durée.",
        ),
    ),
    "side_jobs": (
        ("Cette clause dit si vous pouvez avoir une autre activité et s'il vous faut une autorisation.",),
        (
            "L'employeur ne peut refuser que pour de bonnes raisons, par exemple la concurrence ou trop d'heures. "
            "Demandez par écrit.",
        ),
    ),
    "job": (
        (
            "Votre emploi commence le {date}. La clause décrit aussi votre poste, vos tâches et le lieu de travail.",
            "Cette clause décrit votre emploi : début, poste, tâches et lieu de travail.",
        ),
        (
            "Plus la description est large, plus l'employeur peut vous confier d'autres tâches. Vérifiez qu'elle "
            "correspond à ce qui a été convenu.",
        ),
    ),
    "forfeiture": (
        (
            "Les droits issus du contrat de travail doivent être réclamés dans un délai de {duration}, sinon ils "
            "sont perdus.",
            "Cette clause fixe un délai de forclusion : les droits non réclamés à temps sont perdus.",
        ),
        (
            "C'est facile à manquer. Un salaire ou des heures supplémentaires impayés peuvent être perdus "
            "définitivement si vous ne les réclamez pas à temps, en général par écrit.",
        ),
    ),
    "tax_assessment": (
        (
            "Cette partie indique l'impôt fixé par l'administration fiscale. Montants cités : {amounts}.",
            "Cette partie indique l'impôt fixé par l'administration fiscale.",
        ),
        (
            "Comparez les chiffres avec votre déclaration. Des mots comme « provisoire » ou « sous réserve de "
            "contrôle » signifient que l'administration peut encore le modifier.",
        ),
    ),
    "tax_settlement": (
        (
            "Ici se fait le décompte : impôt fixé moins ce qui a déjà été payé. Sont cités {amounts} et la date "
            "{date}.",
            "Ici se fait le décompte : impôt fixé moins ce qui a déjà été payé. Sont cités {amounts}.",
            "Ici se fait le décompte : impôt fixé moins ce qui a déjà été payé.",
        ),
        (
            "Si vous devez payer, payez avant le {date}, même si vous contestez. Sinon, des majorations de retard "
            "s'ajoutent.",
            "Si vous devez payer, payez à la date indiquée, même si vous contestez. Un remboursement est versé sur "
            "votre compte.",
        ),
    ),
    "tax_basis": (
        ("Cette partie indique les bases de l'impôt : revenus, déductions et revenu imposable.",),
        (
            "Vérifiez que tous vos revenus et frais ont été pris en compte comme dans votre déclaration. Les écarts "
            "sont expliqués dans les notes.",
        ),
    ),
    "tax_explanations": (
        (
            "Ici l'administration explique où elle s'est écartée de votre déclaration, ou pourquoi certaines parties "
            "sont provisoires.",
        ),
        (
            "Lisez ces notes avec attention : elles montrent ce qui n'a pas été accepté. Si vous n'êtes pas "
            "d'accord, vous pouvez contester et envoyer des justificatifs.",
        ),
    ),
    "objection": (
        (
            "Cette partie explique comment contester la décision, et le délai pour le faire : {duration}.",
            "Cette partie explique comment et où contester la décision.",
        ),
        (
            "Si vous laissez passer le délai, la décision devient en général définitive. Une réclamation écrite "
            "au service indiqué suffit ; elle n'a pas besoin d'être longue.",
        ),
    ),
    "deadline": (
        (
            "Un délai vous est fixé ici : {date}.",
            "Un délai vous est fixé ici : {duration}.",
            "Un délai vous est fixé ici pour agir ou répondre.",
        ),
        (
            "Notez la date dans votre agenda. Si vous ne réagissez pas à temps, la décision peut être prise sans "
            "votre version des faits.",
        ),
    ),
    "obligation_to_cooperate": (
        ("Ici on vous demande des informations ou des documents, et on explique votre obligation de coopérer.",),
        (
            "Si vous ne coopérez pas, des prestations peuvent être refusées ou supprimées. Envoyez à temps ce qui "
            "est demandé, ou expliquez pourquoi vous ne pouvez pas.",
        ),
    ),
    "benefits": (
        (
            "Il s'agit ici de prestations sociales : lesquelles, pour quelle période et de quel montant. Montants "
            "cités : {amounts}.",
            "Il s'agit ici de prestations sociales : lesquelles, pour quelle période et de quel montant.",
        ),
        (
            "Vérifiez la période et les montants. Signalez tout de suite les changements de revenus ou de foyer, "
            "sinon vous devrez peut-être rembourser.",
        ),
    ),
    "delivery": (
        ("Cette clause porte sur la livraison : où les produits sont envoyés, le délai et le coût.",),
        (
            "En cas de retard, vous pouvez fixer un délai puis annuler. Le risque ne vous est en général transféré "
            "qu'à la réception des produits.",
        ),
    ),
    "prices": (
        ("Cette clause explique les prix : si la TVA est comprise et quels frais s'ajoutent, comme la livraison.",),
        (
            "Le prix final doit être clair avant la commande. Vous n'avez pas à payer des frais dont on ne vous a "
            "pas informé avant.",
        ),
    ),
    "contract_formation": (
        ("Cette clause explique quand le contrat est conclu, par exemple quand votre commande est acceptée.",),
        (
            "Jusque-là, le vendeur peut encore refuser votre commande. Une confirmation automatique n'est souvent "
            "pas encore une acceptation.",
        ),
    ),
    "scope": (
        ("Cette clause dit à quels contrats et à quels clients ces conditions s'appliquent.",),
        (
            "Vérifiez si vous êtes considéré comme consommateur ou comme professionnel : les consommateurs ont une "
            "protection légale supplémentaire.",
        ),
    ),
    "severability": (
        ("Si une clause est nulle, le reste du contrat s'applique quand même.",),
        (
            "La clause nulle est en général remplacée par la règle légale. Cette clause ne rend pas valable une "
            "clause abusive.",
        ),
    ),
    "written_form": (
        ("Les modifications et ajouts au contrat doivent être faits par écrit.",),
        (
            "Faites confirmer chaque accord par écrit, par lettre ou par e-mail. Les promesses orales sont "
            "difficiles à prouver.",
        ),
    ),
    "signatures": (
        ("Lieu, date et signatures des parties.",),
        ("En signant, les parties acceptent le contrat. Gardez un exemplaire signé.",),
    ),
    "insurance_cover": (
        ("Cette clause décrit ce qui est assuré, ce qui est exclu et la franchise qui reste à votre charge.",),
        (
            "Lisez bien les exclusions : elles décident quand l'assureur ne paie pas. Déclarez les sinistres tout "
            "de suite.",
        ),
    ),
    "loan_interest": (
        (
            "Cette clause fixe les intérêts et le remboursement du prêt. Taux cités : {percents}.",
            "Cette clause fixe les intérêts et le remboursement du prêt.",
        ),
        ("Le TAEG montre le coût total du crédit. Comparez-le et vérifiez les frais de remboursement anticipé.",),
    ),
}

UNITS = {
    "day": ("jour", "jours"),
    "working_day": ("jour ouvrable", "jours ouvrables"),
    "calendar_day": ("jour calendaire", "jours calendaires"),
    "week": ("semaine", "semaines"),
    "month": ("mois", "mois"),
    "year": ("an", "ans"),
    "hour": ("heure", "heures"),
    "monthly_rent": ("mois de loyer", "mois de loyer"),
    "monthly_salary": ("mois de salaire", "mois de salaire"),
}

TEXT = {
    "also": "La clause cite aussi : {items}.",
    "kind_amounts": "montants {items}",
    "kind_durations": "durées {items}",
    "kind_dates": "dates {items}",
    "kind_percents": "taux {items}",
    "kind_sections": "textes de loi {items}",
    "generic_t": "Klartext n'a pas pu rattacher ce passage à un type de clause connu.",
    "generic_t_values": "Il cite : {items}.",
    "generic_t_duty": "Il contient des formules contraignantes ({words}) : quelqu'un doit faire quelque chose, ou "
    "ne doit pas le faire.",
    "generic_e": "Lisez attentivement ce passage dans l'original. Vérifiez qui doit faire quoi, dans quel délai, et "
    "ce qui se passe sinon.",
    "generic_e_values": "Les chiffres et les dates qu'il cite peuvent être importants pour vous.",
    "empty_t": "Ce passage ne contient pas de texte à expliquer.",
    "empty_e": "Rien à signaler ici.",
    "summary_parts": "Klartext l'explique en {count} parties.",
    "summary_amounts": "Montants clés : {items}.",
    "summary_dates": "Dates : {items}.",
    "summary_topics": "Thèmes principaux : {items}.",
    "summary_deadlines": "Délais et dates : {items}.",
    "summary_language": "Le document est rédigé en {language}.",
    "offline_note": "Ces explications viennent du moteur hors ligne : elles décrivent ce que signifient en "
    "général les clauses de ce type et citent les chiffres du texte. Elles n'évaluent pas la formulation exacte.",
}

LABELS = {
    "title": "{category} : expliqué en langage simple",
    "summary": "Résumé",
    "clause": "Partie {number}",
    "plain": "En termes simples :",
    "why": "Pourquoi c'est important :",
    "norms": "Textes de loi :",
    "related": "texte apparenté, pour en savoir plus",
    "deadlines": "Délais et dates",
    "amounts": "Montants",
    "warnings": "À noter",
    "removed": "Supprimé avant l'analyse : {items}",
    "source": "Source : [{name}]({url})",
    "topics": "Thèmes",
    "engine_offline": "Expliqué par le moteur hors ligne (sans modèle d'IA).",
    "engine_llm": "Expliqué avec l'aide d'un modèle d'IA ({model}).",
    "computed": "calculé",
    "page": "page {page}",
}

# What an amount of money is for (app.analysis.amounts meanings).
AMOUNT_LABELS = {
    "rent": "loyer",
    "deposit": "dépôt de garantie",
    "utilities": "charges",
    "back_payment": "somme restant à payer",
    "refund": "remboursement",
    "prepayment": "acompte",
    "fee": "frais",
    "salary": "salaire",
    "tax": "impôt établi",
    "fine": "majoration ou amende",
    "damages": "dommages et intérêts ou pénalité",
    "price": "prix",
    "other": "montant",
}

PERSONAL_DATA = {
    "person": ("nom", "noms"),
    "address": ("adresse", "adresses"),
    "email": ("adresse e-mail", "adresses e-mail"),
    "phone": ("numéro de téléphone", "numéros de téléphone"),
    "iban": ("compte bancaire", "comptes bancaires"),
    "bic": ("code bancaire", "codes bancaires"),
    "tax_id": ("numéro fiscal", "numéros fiscaux"),
    "social_security": ("numéro de sécurité sociale", "numéros de sécurité sociale"),
    "health_insurance": ("numéro d'assurance maladie", "numéros d'assurance maladie"),
    "id_number": ("numéro de pièce d'identité", "numéros de pièce d'identité"),
    "licence_plate": ("plaque d'immatriculation", "plaques d'immatriculation"),
    "date_of_birth": ("date de naissance", "dates de naissance"),
    "customer_number": ("numéro client", "numéros client"),
    "other": ("autre donnée", "autres données"),
}
