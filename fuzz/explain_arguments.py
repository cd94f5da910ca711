"""Harness: The JSON arguments of explain_document: base64, data URLs, types and limits, then the document."""

from fuzz.harness import main

if __name__ == "__main__":
    main("explain_arguments")
