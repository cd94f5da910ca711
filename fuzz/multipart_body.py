"""Harness: The multipart body of the REST upload: first line the Content-Type header, then the body."""

from fuzz.harness import main

if __name__ == "__main__":
    main("multipart_body")
