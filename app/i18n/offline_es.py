"""Textos en español del motor sin conexión y de la salida Markdown (datos). Estructura como offline_en.py."""

from __future__ import annotations

LANGUAGE_NAMES = {"de": "alemán", "en": "inglés", "es": "español", "fr": "francés", "it": "italiano", "pt": "portugués"}

CATEGORY_NAMES = {
    "rental_contract": "Contrato de alquiler",
    "employment_contract": "Contrato de trabajo",
    "tax_assessment": "Liquidación de impuestos",
    "authority_letter": "Carta de una autoridad",
    "terms_and_conditions": "Condiciones generales",
    "termination_letter": "Carta de rescisión",
    "insurance": "Contrato de seguro",
    "purchase": "Contrato de compraventa",
    "loan": "Contrato de préstamo",
    "telecom_utility_contract": "Contrato de teléfono, internet o energía",
    "other": "Documento jurídico",
}

CATEGORY_SUMMARY = {
    "rental_contract": "Es un contrato de alquiler entre un arrendador y un inquilino.",
    "employment_contract": "Es un contrato de trabajo entre una empresa y una persona trabajadora.",
    "tax_assessment": "Es una liquidación de impuestos: la oficina tributaria le comunica cuánto impuesto debe "
    "pagar por un año.",
    "authority_letter": "Es una carta de una autoridad pública dirigida a usted.",
    "terms_and_conditions": "Son condiciones generales: las reglas que una empresa fija para sus contratos con "
    "los clientes.",
    "termination_letter": "Es una rescisión: una de las partes pone fin a un contrato.",
    "insurance": "Es un contrato de seguro entre una aseguradora y un tomador del seguro.",
    "purchase": "Es un contrato de compraventa entre un vendedor y un comprador.",
    "loan": "Es un contrato de préstamo entre un prestamista y un prestatario.",
    "telecom_utility_contract": "Es un contrato de suministro (teléfono, internet o energía) entre un proveedor "
    "y un cliente.",
    "other": "Es un documento jurídico.",
}

TOPIC_LABELS = {
    "parties": "Partes",
    "subject": "Objeto del contrato",
    "term": "Inicio y duración",
    "rent": "Renta",
    "utilities": "Gastos y suministros",
    "deposit": "Fianza",
    "payment": "Pago",
    "rent_increase": "Subida de la renta",
    "notice": "Fin del contrato",
    "renovation": "Pintura y renovación",
    "repairs": "Reparaciones y mantenimiento",
    "pets": "Animales",
    "subletting": "Subarriendo",
    "use": "Uso y normas de la casa",
    "access": "Acceso a la vivienda",
    "handover": "Entrega y devolución",
    "liability": "Responsabilidad",
    "warranty": "Garantía",
    "withdrawal": "Derecho de desistimiento",
    "data_protection": "Protección de datos",
    "jurisdiction": "Tribunal competente",
    "applicable_law": "Ley aplicable",
    "dispute_resolution": "Resolución de conflictos",
    "probation": "Período de prueba",
    "working_time": "Jornada de trabajo",
    "pay": "Salario",
    "overtime": "Horas extra",
    "holiday": "Vacaciones",
    "sick_leave": "Enfermedad",
    "confidentiality": "Confidencialidad",
    "non_compete": "No competencia",
    "side_jobs": "Otros empleos",
    "job": "Puesto y lugar de trabajo",
    "forfeiture": "Plazos para reclamar",
    "tax_assessment": "Impuesto liquidado",
    "tax_settlement": "Pago o devolución",
    "tax_basis": "Base del impuesto",
    "tax_explanations": "Notas de Hacienda",
    "objection": "Cómo recurrir",
    "deadline": "Plazo",
    "obligation_to_cooperate": "Deber de colaborar",
    "benefits": "Prestaciones",
    "delivery": "Entrega",
    "prices": "Precios",
    "contract_formation": "Cómo se celebra el contrato",
    "scope": "Ámbito de aplicación",
    "severability": "Cláusulas nulas",
    "written_form": "Forma escrita",
    "signatures": "Firmas",
    "insurance_cover": "Cobertura del seguro",
    "loan_interest": "Intereses y devolución",
    "other": "Otros",
}

TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "parties": (
        ("Aquí se nombran las partes del contrato: quién contrata con quién y con qué papel.",),
        (
            "Solo las personas o empresas nombradas aquí tienen derechos y obligaciones por el contrato. "
            "Compruebe que los nombres y las direcciones son correctos.",
        ),
    ),
    "subject": (
        (
            "Esta cláusula describe qué abarca el contrato, por ejemplo qué vivienda, habitaciones y anexos se "
            "alquilan.",
        ),
        (
            "Solo lo que figura aquí forma parte del contrato. Compare la descripción con la realidad, por ejemplo "
            "en la entrega.",
        ),
    ),
    "term": (
        (
            "El contrato empieza el {date}. La cláusula dice también cuánto dura y si termina por sí solo.",
            "Esta cláusula dice cuándo empieza el contrato, cuánto dura y si termina por sí solo.",
        ),
        (
            "Fíjese en el período indicado ({duration}): durante un plazo fijo o mínimo a menudo no puede "
            "terminar el contrato antes.",
            "Compruebe si el contrato es indefinido o termina en una fecha fija: de eso depende cuándo puede salir "
            "de él.",
        ),
    ),
    "rent": (
        ("Esta cláusula fija la renta. Menciona estos importes: {amounts}.", "Esta cláusula fija la renta."),
        ("Es lo que usted paga cada mes. Compruebe qué gastos están incluidos y cuáles se pagan aparte.",),
    ),
    "utilities": (
        (
            "Esta cláusula trata de los gastos corrientes (calefacción, agua, gastos de comunidad) y de cómo se "
            "pagan. Importes indicados: {amounts}.",
            "Esta cláusula trata de los gastos corrientes (calefacción, agua, gastos de comunidad) y de cómo se pagan.",
        ),
        (
            "Los pagos a cuenta suelen liquidarse una vez al año: puede recibir dinero o tener que pagar más. "
            "Guarde la liquidación anual y revísela.",
        ),
    ),
    "deposit": (
        ("Usted entrega una fianza de {amount}.", "Usted entrega una fianza."),
        (
            "La fianza garantiza las reclamaciones del arrendador. Al dejar la vivienda se la devuelven, menos los "
            "descuentos justificados. Guarde el justificante de pago y pruebas del estado de la vivienda.",
        ),
    ),
    "payment": (
        ("Esta cláusula dice cuándo y cómo paga usted, por ejemplo la fecha de pago y la cuenta.",),
        (
            "Pague a tiempo y de la forma indicada. Un retraso puede costar recargos o intereses; en un alquiler "
            "puede incluso llevar a la rescisión.",
        ),
    ),
    "rent_increase": (
        ("Esta cláusula dice si la renta puede subir y cómo (renta escalonada, según un índice o según la ley).",),
        (
            "Aquí se ve cuánto y con qué frecuencia puede subir su renta. Revise fechas y límites antes de aceptar "
            "una subida.",
        ),
    ),
    "notice": (
        (
            "Esta cláusula dice cómo se puede terminar el contrato. Plazos indicados: {durations}.",
            "Esta cláusula dice cómo se puede terminar el contrato y qué plazos de preaviso se aplican.",
        ),
        (
            "El preaviso suele tener que darse por escrito y llegar a tiempo. Si no cumple el plazo, el contrato "
            "dura más.",
        ),
    ),
    "renovation": (
        (
            "Esta cláusula dice quién debe hacer trabajos de pintura y renovación durante el alquiler o al "
            "dejar la vivienda.",
        ),
        (
            "Estos trabajos pueden ser caros. Los tribunales (en Alemania, por ejemplo) anulan a menudo las "
            "obligaciones rígidas, como plazos fijos o renovar sin importar el estado. Revíselo antes de pagar.",
        ),
    ),
    "repairs": (
        (
            "Esta cláusula dice quién paga las reparaciones y el mantenimiento. Importes indicados: {amounts}.",
            "Esta cláusula dice quién paga las reparaciones y el mantenimiento.",
        ),
        (
            "Comunique los daños al arrendador enseguida. Si usted debe pagar pequeñas reparaciones, debe haber "
            "un límite por reparación y por año.",
        ),
    ),
    "pets": (
        ("Esta cláusula dice si puede tener animales y si necesita permiso.",),
        (
            "Tener un animal sin el permiso necesario puede llevar a un aviso o incluso a la rescisión. Pida "
            "permiso por escrito y guarde la respuesta.",
        ),
    ),
    "subletting": (
        ("Esta cláusula dice si puede alquilar la vivienda, o una parte, a otra persona.",),
        (
            "Subarrendar sin permiso puede ser motivo para terminar el alquiler. Obtenga antes el consentimiento "
            "por escrito.",
        ),
    ),
    "use": (
        (
            "Esta cláusula fija reglas de uso, por ejemplo normas de la casa, horas de descanso o cambios en la "
            "vivienda.",
        ),
        ("Incumplir estas reglas una y otra vez puede llevar a avisos y, en casos graves, a la rescisión.",),
    ),
    "access": (
        (
            "Esta cláusula dice cuándo el arrendador u otras personas pueden entrar en la vivienda, por ejemplo "
            "para reparaciones o visitas.",
        ),
        ("El arrendador suele tener que avisar con antelación y necesita un motivo. No puede entrar cuando quiera.",),
    ),
    "handover": (
        ("Esta cláusula describe el estado de la vivienda en la entrega o la devolución.",),
        (
            "Documente el estado con fotos y un acta firmada al entrar y al salir. Así se protege de "
            "reclamaciones posteriores.",
        ),
    ),
    "liability": (
        ("Esta cláusula dice quién responde de los daños y dónde se limita la responsabilidad.",),
        (
            "Aquí se decide quién paga si algo sale mal. Los límites de responsabilidad no suelen poder excluir el "
            "dolo, la negligencia grave ni los daños a la vida y la salud.",
        ),
    ),
    "warranty": (
        (
            "Esta cláusula describe sus derechos si un producto o servicio es defectuoso: reparación, sustitución, "
            "rebaja del precio o reembolso.",
        ),
        (
            "Fíjese en el plazo indicado ({duration}). Comunique los defectos pronto y guarde el justificante.",
            "Los derechos legales de garantía de los consumidores no se pueden suprimir sin más. Comunique los "
            "defectos pronto y guarde el justificante.",
        ),
    ),
    "withdrawal": (
        (
            "Esta cláusula explica su derecho de desistimiento. Plazo indicado: {duration}.",
            "Esta cláusula explica su derecho a desistir del contrato sin dar motivos.",
        ),
        (
            "Puede desistir en un plazo de {duration} sin dar motivos. Basta una declaración clara, por ejemplo por "
            "carta o correo electrónico.",
            "Dentro del plazo de desistimiento puede anular el contrato sin dar motivos. Basta una declaración "
            "clara, por ejemplo por carta o correo electrónico.",
        ),
    ),
    "data_protection": (
        ("Esta cláusula dice qué datos personales se tratan, con qué fin y con qué base legal.",),
        (
            "Usted tiene derecho a acceder a sus datos, corregirlos y suprimirlos. También puede reclamar ante una "
            "autoridad de protección de datos.",
        ),
    ),
    "jurisdiction": (
        ("Esta cláusula dice qué tribunal es competente en caso de conflicto.",),
        (
            "Si usted es consumidor o inquilino, a menudo no se le puede imponer un tribunal lejano. Las normas "
            "legales suelen protegerle igualmente.",
        ),
    ),
    "applicable_law": (
        ("Esta cláusula dice qué ley se aplica al contrato.",),
        ("Como consumidor suele conservar la protección de la ley del país donde vive, aunque se elija otra ley.",),
    ),
    "dispute_resolution": (
        (
            "Esta cláusula menciona vías para resolver conflictos sin juicio, como una plataforma en línea o un "
            "organismo de mediación.",
        ),
        ("La mediación puede ser más barata que un juicio. Compruebe si la empresa está dispuesta a participar.",),
    ),
    "probation": (
        (
            "Esta cláusula fija un período de prueba de {months}.",
            "Esta cláusula fija un período de prueba al inicio del empleo.",
        ),
        (
            "Durante el período de prueba ambas partes pueden terminar la relación con poca antelación. Use este "
            "tiempo para ver si el puesto le conviene.",
        ),
    ),
    "working_time": (
        ("Esta cláusula fija su jornada: {hours}.", "Esta cláusula fija su jornada y cómo se organiza."),
        (
            "La jornada decide cuánto trabaja por su salario. Las horas de más son horas extra: compruebe si se "
            "pagan y cómo.",
        ),
    ),
    "pay": (
        (
            "Esta cláusula fija su salario. Importes indicados: {amounts}.",
            "Esta cláusula fija su salario y cuándo se paga.",
        ),
        (
            "Compruebe si los importes son brutos o netos y cuándo vencen. Los pagos extra voluntarios a menudo "
            "pueden suprimirse más tarde.",
        ),
    ),
    "overtime": (
        (
            "Esta cláusula dice si debe hacer horas extra y cómo se compensan. Menciona {hours}.",
            "Esta cláusula dice si debe hacer horas extra y cómo se compensan.",
        ),
        (
            "Las cláusulas que dicen que las horas extra están incluidas en el salario solo valen dentro de "
            "límites claros. Anote sus horas extra.",
        ),
    ),
    "holiday": (
        ("Usted tiene derecho a {days} de vacaciones pagadas al año.", "Esta cláusula fija sus vacaciones pagadas."),
        (
            "Las vacaciones que no disfruta pueden perderse al final del año o en una fecha posterior. Planifíquelas "
            "y solicítelas a tiempo.",
        ),
    ),
    "sick_leave": (
        (
            "Esta cláusula dice qué hacer si está enfermo: avisar enseguida a la empresa y cuándo presentar un "
            "certificado médico.",
        ),
        (
            "Si avisa tarde, se arriesga a una sanción. En Alemania normalmente sigue cobrando el salario hasta "
            "seis semanas de enfermedad.",
        ),
    ),
    "confidentiality": (
        ("Usted debe guardar en secreto la información de la empresa, a menudo también después de irse.",),
        (
            "Romper la confidencialidad puede llevar al despido y a reclamaciones de daños. Devuelva documentos y "
            "datos al marcharse.",
        ),
    ),
    "non_compete": (
        (
            "Después de terminar el empleo no puede trabajar para la competencia durante {months}.",
            "Esta cláusula limita trabajar para la competencia después de terminar el empleo.",
        ),
        (
            "En Alemania esta prohibición solo le obliga si la empresa paga una compensación de al menos la mitad "
            "de su último salario. La cláusula indica {percent}.",
            "En Alemania esta prohibición solo le obliga si la empresa paga una compensación de al menos la mitad "
            "de su último salario. Revise la compensación y la duración.",
        ),
    ),
    "side_jobs": (
        ("Esta cláusula dice si puede tener otro empleo y si necesita permiso.",),
        (
            "La empresa solo puede negarse por buenos motivos, por ejemplo competencia o demasiadas horas. "
            "Pregunte por escrito.",
        ),
    ),
    "job": (
        (
            "Su trabajo empieza el {date}. La cláusula describe también su puesto, sus tareas y el lugar de trabajo.",
            "Esta cláusula describe su trabajo: inicio, puesto, tareas y lugar de trabajo.",
        ),
        (
            "Cuanto más amplia sea la descripción, más tareas distintas puede encargarle la empresa. Compruebe que "
            "coincide con lo acordado.",
        ),
    ),
    "forfeiture": (
        (
            "Las reclamaciones derivadas del empleo deben hacerse en un plazo de {duration}; si no, se pierden.",
            "Esta cláusula fija un plazo de caducidad: las reclamaciones no hechas a tiempo se pierden.",
        ),
        (
            "Es fácil pasarlo por alto. Salarios u horas extra no pagados pueden perderse para siempre si no los "
            "reclama a tiempo, normalmente por escrito.",
        ),
    ),
    "tax_assessment": (
        (
            "Aquí figura el impuesto que ha fijado la oficina tributaria. Importes indicados: {amounts}.",
            "Aquí figura el impuesto que ha fijado la oficina tributaria.",
        ),
        (
            "Compare las cifras con su declaración. Palabras como «provisional» o «sujeto a revisión» significan "
            "que la oficina tributaria aún puede cambiarlo.",
        ),
    ),
    "tax_settlement": (
        (
            "Aquí se hace la cuenta: impuesto fijado menos lo ya pagado. Se indican {amounts} y la fecha {date}.",
            "Aquí se hace la cuenta: impuesto fijado menos lo ya pagado. Se indican {amounts}.",
            "Aquí se hace la cuenta: impuesto fijado menos lo ya pagado.",
        ),
        (
            "Si tiene que pagar, pague antes del {date}, aunque recurra. Si no, se añaden recargos por demora.",
            "Si tiene que pagar, pague en la fecha indicada, aunque recurra. Una devolución se ingresa en su cuenta.",
        ),
    ),
    "tax_basis": (
        ("Aquí figuran las bases del impuesto: ingresos, deducciones y la base imponible.",),
        (
            "Compruebe que todos sus ingresos y gastos se han tenido en cuenta como en su declaración. Las "
            "diferencias se explican en las notas.",
        ),
    ),
    "tax_explanations": (
        ("Aquí la oficina tributaria explica en qué se apartó de su declaración o por qué partes son provisionales.",),
        (
            "Lea estas notas con atención: muestran lo que no se aceptó. Si no está de acuerdo, puede recurrir y "
            "enviar pruebas.",
        ),
    ),
    "objection": (
        (
            "Aquí se explica cómo puede recurrir la decisión y el plazo para hacerlo: {duration}.",
            "Aquí se explica cómo y dónde puede recurrir la decisión.",
        ),
        (
            "Si deja pasar el plazo, la decisión suele ser definitiva. Basta un recurso por escrito a la oficina "
            "indicada; no tiene que ser largo.",
        ),
    ),
    "deadline": (
        (
            "Aquí se le fija un plazo: {date}.",
            "Aquí se le fija un plazo: {duration}.",
            "Aquí se le fija un plazo para actuar o responder.",
        ),
        ("Anote la fecha en su calendario. Si no reacciona a tiempo, se puede decidir sin escuchar su versión.",),
    ),
    "obligation_to_cooperate": (
        ("Aquí se le piden datos o documentos y se explica su deber de colaborar.",),
        (
            "Si no colabora, se le pueden denegar o retirar prestaciones. Envíe a tiempo lo que se pide o explique "
            "por qué no puede.",
        ),
    ),
    "benefits": (
        (
            "Aquí se trata de prestaciones sociales: cuáles, para qué período y de qué importe. Importes "
            "indicados: {amounts}.",
            "Aquí se trata de prestaciones sociales: cuáles, para qué período y de qué importe.",
        ),
        (
            "Revise el período y los importes. Comunique enseguida cambios en sus ingresos o en su hogar; si no, "
            "quizá tenga que devolver dinero.",
        ),
    ),
    "delivery": (
        ("Esta cláusula trata de la entrega: adónde se envía, cuánto tarda y cuánto cuesta.",),
        (
            "Si la entrega se retrasa, puede fijar un plazo y después desistir. El riesgo suele pasar a usted solo "
            "cuando recibe la mercancía.",
        ),
    ),
    "prices": (
        ("Esta cláusula explica los precios: si incluyen el IVA y qué costes extra, como el envío, se añaden.",),
        (
            "El precio final debe estar claro antes de pedir. No tiene que pagar costes extra que no le indicaron "
            "antes.",
        ),
    ),
    "contract_formation": (
        ("Esta cláusula explica cuándo se celebra el contrato, por ejemplo cuando se acepta su pedido.",),
        (
            "Hasta entonces el vendedor aún puede rechazar su pedido. Una confirmación automática del pedido a "
            "menudo no es todavía una aceptación.",
        ),
    ),
    "scope": (
        ("Esta cláusula dice a qué contratos y a qué clientes se aplican estas condiciones.",),
        (
            "Compruebe si usted cuenta como consumidor o como empresa: los consumidores tienen protección legal "
            "adicional.",
        ),
    ),
    "severability": (
        ("Si una cláusula es nula, el resto del contrato sigue valiendo.",),
        ("La cláusula nula suele sustituirse por la norma legal. Esta cláusula no hace válida una cláusula abusiva.",),
    ),
    "written_form": (
        ("Los cambios y añadidos al contrato deben hacerse por escrito.",),
        (
            "Pida que cada acuerdo se confirme por escrito, por ejemplo por carta o correo electrónico. Las "
            "promesas verbales son difíciles de probar.",
        ),
    ),
    "signatures": (
        ("Lugar, fecha y firmas de las partes.",),
        ("Con la firma, las partes aceptan el contrato. Guarde una copia firmada.",),
    ),
    "insurance_cover": (
        ("Esta cláusula describe qué está asegurado, qué está excluido y qué franquicia paga usted.",),
        (
            "Lea las exclusiones con atención: deciden cuándo no paga la aseguradora. Comunique los siniestros "
            "enseguida.",
        ),
    ),
    "loan_interest": (
        (
            "Esta cláusula fija los intereses y la devolución del préstamo. Tipos indicados: {percents}.",
            "Esta cláusula fija los intereses y la devolución del préstamo.",
        ),
        ("La TAE muestra el coste total del préstamo. Compárela y revise los costes de devolverlo antes de tiempo.",),
    ),
}

UNITS = {
    "day": ("día", "días"),
    "working_day": ("día hábil", "días hábiles"),
    "calendar_day": ("día natural", "días naturales"),
    "week": ("semana", "semanas"),
    "month": ("mes", "meses"),
    "year": ("año", "años"),
    "hour": ("hora", "horas"),
    "monthly_rent": ("mensualidad de renta", "mensualidades de renta"),
    "monthly_salary": ("mensualidad de salario", "mensualidades de salario"),
}

TEXT = {
    "also": "La cláusula menciona además: {items}.",
    "kind_amounts": "importes {items}",
    "kind_durations": "plazos {items}",
    "kind_dates": "fechas {items}",
    "kind_percents": "porcentajes {items}",
    "kind_sections": "normas {items}",
    "generic_t": "Klartext no pudo asignar este pasaje a un tipo de cláusula conocido.",
    "generic_t_values": "Menciona: {items}.",
    "generic_t_duty": "Contiene expresiones obligatorias ({words}): alguien debe hacer algo o no puede hacerlo.",
    "generic_e": "Lea este pasaje con atención en el original. Compruebe quién debe hacer qué, en qué plazo y qué "
    "pasa si no.",
    "generic_e_values": "Las cifras y fechas que menciona pueden ser importantes para usted.",
    "empty_t": "Este pasaje no contiene texto que explicar.",
    "empty_e": "Aquí no hay nada que tener en cuenta.",
    "summary_parts": "Klartext lo explica en {count} partes.",
    "summary_amounts": "Importes clave: {items}.",
    "summary_dates": "Fechas: {items}.",
    "summary_topics": "Temas principales: {items}.",
    "summary_deadlines": "Plazos y fechas: {items}.",
    "summary_language": "El documento está escrito en {language}.",
    "offline_note": "Estas explicaciones proceden del motor sin conexión: describen lo que suelen significar las "
    "cláusulas de este tipo y citan las cifras del texto. No valoran la redacción exacta.",
}

LABELS = {
    "title": "{category}: explicado en lenguaje sencillo",
    "summary": "Resumen",
    "clause": "Parte {number}",
    "plain": "En palabras sencillas:",
    "why": "Por qué es importante:",
    "norms": "Normas:",
    "related": "norma relacionada, para saber más",
    "deadlines": "Plazos y fechas",
    "amounts": "Importes",
    "warnings": "Tenga en cuenta",
    "removed": "Eliminado antes del análisis: {items}",
    "source": "Fuente: [{name}]({url})",
    "topics": "Temas",
    "engine_offline": "Explicado por el motor sin conexión (sin modelo de IA).",
    "engine_llm": "Explicado con ayuda de un modelo de IA ({model}).",
    "computed": "calculado",
    "page": "página {page}",
}

# What an amount of money is for (app.analysis.amounts meanings).
AMOUNT_LABELS = {
    "rent": "renta",
    "deposit": "fianza",
    "utilities": "gastos y suministros",
    "back_payment": "pago pendiente",
    "refund": "devolución",
    "prepayment": "pago a cuenta",
    "fee": "tasa o comisión",
    "salary": "salario",
    "tax": "impuesto liquidado",
    "fine": "recargo o multa",
    "damages": "indemnización o penalización",
    "price": "precio",
    "other": "importe",
}

PERSONAL_DATA = {
    "person": ("nombre", "nombres"),
    "address": ("dirección", "direcciones"),
    "email": ("correo electrónico", "correos electrónicos"),
    "phone": ("teléfono", "teléfonos"),
    "iban": ("cuenta bancaria", "cuentas bancarias"),
    "bic": ("código bancario", "códigos bancarios"),
    "tax_id": ("número fiscal", "números fiscales"),
    "social_security": ("número de la seguridad social", "números de la seguridad social"),
    "health_insurance": ("número de seguro médico", "números de seguro médico"),
    "id_number": ("número de documento de identidad", "números de documento de identidad"),
    "licence_plate": ("matrícula", "matrículas"),
    "date_of_birth": ("fecha de nacimiento", "fechas de nacimiento"),
    "customer_number": ("número de cliente", "números de cliente"),
    "other": ("otro dato", "otros datos"),
}
