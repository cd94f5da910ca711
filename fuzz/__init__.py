"""Coverage-guided fuzzing of the intake with atheris (``make fuzz``; not part of ``make test``).

``targets`` holds one entry point per front door, stopped where OCR would begin; each harness module
(``pdf_bytes``, ``image_bytes``, ``image_list``, ``multipart_body``, ``explain_arguments``) feeds one
of them to libFuzzer, and ``run`` starts every harness in its own process with a time budget.
"""
