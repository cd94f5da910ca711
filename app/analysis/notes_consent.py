"""Legal notes on a request for the reader's consent (app/analysis/statements.py ``consent_requests``).

A German landlord's request that the tenant agree to a higher rent: for a request up to the usual local rent the law
sets the procedure (§ 558 Abs. 1 BGB: the landlord can ask for consent; § 558b BGB: a tenant who agrees owes the higher
rent from the beginning of the third calendar month after the request reached them; where the tenant has not agreed by
the end of the second calendar month after it reached them, the landlord can sue for consent within three further
months). The note says what the law says about requests like this (``info``); it does not judge this request and never
tells the reader whether to agree. Nothing of the clause is logged.
"""

from __future__ import annotations

from app.analysis.laws import statute
from app.analysis.note_types import ClauseView, NoteDraft
from app.analysis.statements import CONSENT_REQUESTED, read_clause

RENTAL = "rental_contract"
KEY = "de_rent_consent_request"
NORMS = (statute("BGB", "558", "Abs. 1"), statute("BGB", "558b"))


def find_consent_notes(view: ClauseView) -> list[NoteDraft]:
    """The note on a German tenancy's request for consent to a higher rent; none for any other clause."""
    if view.category != RENTAL or view.document_language != "de":
        return []
    asked = [x for x in read_clause(view.text, "de", category=RENTAL) if x.action == CONSENT_REQUESTED]
    if not any("rent" in x.details and "fall" not in x.details for x in asked):
        return []
    return [NoteDraft(kind="info", key=KEY, norms=NORMS)]
