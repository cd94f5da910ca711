"""Harness: PDF bytes: sniffed as a PDF, read by pypdf, pages without text rendered by PDFium."""

from fuzz.harness import main

if __name__ == "__main__":
    main("pdf_bytes")
