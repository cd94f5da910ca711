# Klartext: the same steps as the Makefile (Debian packages, then the Python package).
FROM python:3.11-slim-bookworm

RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      tesseract-ocr tesseract-ocr-deu tesseract-ocr-eng tesseract-ocr-fra \
      tesseract-ocr-spa tesseract-ocr-ita tesseract-ocr-por tesseract-ocr-osd \
 && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 klartext
WORKDIR /srv/klartext
COPY pyproject.toml README.md ./
COPY app ./app
COPY .well-known ./.well-known
RUN pip install --no-cache-dir .

ENV KLARTEXT_HOST=0.0.0.0 \
    KLARTEXT_PORT=8000 \
    KLARTEXT_DATA_DIR=/data
RUN mkdir -p /data && chown klartext:klartext /data
VOLUME ["/data"]
USER klartext
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD python -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=4).status == 200 else 1)"
# One image, three roles (compose.yaml, docs/deploy.md):
#   serve                 HTTP and workers in one process, SQLite in /data (the default: docker run klartext)
#   serve --workers 0     HTTP only (API replicas)
#   worker                claims and explains (add --metrics-port 9100 for Prometheus; its own health check)
ENTRYPOINT ["klartext"]
CMD ["serve"]
