# Voluntech: `make run` to try it, `make test` to check everything.
SHELL := /bin/bash
export GOTOOLCHAIN := local
export GOFLAGS := -buildvcs=false

GO      ?= go
# node_modules holds stray Go files (flatted): list our packages explicitly.
GOPKGS  := . ./hooks/... ./pb_migrations/... ./tools/...
NPM     ?= npm
BIN     := bin
APP     := $(BIN)/voluntech
SINK    := $(BIN)/mailsink
OIDC    := $(BIN)/oidc
DATA    ?= pb_data
HTTP    ?= 127.0.0.1:8090
CHROMIUM ?= /usr/bin/chromium

.PHONY: run test build ui deps node-deps go-deps stripe-mock chromium go-test ui-check e2e clean

## run: install what is missing, build, seed demo data once, serve on http://127.0.0.1:8090
run: build
	@scripts/run.sh "$(APP)" "$(SINK)" "$(DATA)" "$(HTTP)"

## test: Go tests, type check, lint, format, unit tests, build, browser tests
test: deps
	@start=$$(date +%s); \
	$(MAKE) --no-print-directory go-test && \
	$(MAKE) --no-print-directory ui-check && \
	$(MAKE) --no-print-directory build && \
	$(MAKE) --no-print-directory e2e && \
	echo "make test: all checks passed in $$(( $$(date +%s) - start ))s"

deps: node-deps go-deps

node_modules/.package-lock.json: package-lock.json package.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

node-deps: node_modules/.package-lock.json

STRIPE_MOCK_VERSION := v0.203.0
GOBIN_DIR := $(shell $(GO) env GOPATH)/bin
export PATH := $(GOBIN_DIR):$(PATH)

go-deps: stripe-mock
	$(GO) mod download

# The Go billing tests and the browser tests run against it.
stripe-mock:
	@command -v stripe-mock >/dev/null || { echo "Installing stripe-mock $(STRIPE_MOCK_VERSION)"; $(GO) install github.com/stripe/stripe-mock@$(STRIPE_MOCK_VERSION); }

chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
		echo "Installing Debian chromium for the browser tests"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

ui: node-deps
	$(NPM) run build
	@touch pb_public/.gitkeep

build: ui
	@mkdir -p $(BIN)
	$(GO) build -trimpath -ldflags "-s -w" -o $(APP) .
	$(GO) build -trimpath -o $(SINK) ./tools/mailsink
	$(GO) build -trimpath -o $(OIDC) ./tools/oidc/cmd/oidc

go-test:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet $(GOPKGS)
	$(GO) test -count=1 $(GOPKGS)
	@# A short fixed-time fuzz of the JSON wizard steps and the directory's
	@# query: no input may answer 5xx or panic.
	$(GO) test -run='^$$' -fuzz='^FuzzWizardJSON$$' -fuzztime=10s ./hooks/security/
	$(GO) test -run='^$$' -fuzz='^FuzzDirectoryQuery$$' -fuzztime=10s ./hooks/security/

ui-check: node-deps
	$(NPM) run --silent typecheck
	$(NPM) run --silent lint
	$(NPM) run --silent format:check
	$(NPM) run --silent test:unit

e2e: chromium node-deps stripe-mock
	@test -x $(APP) || $(MAKE) --no-print-directory build
	CHROMIUM_PATH=$(CHROMIUM) STRIPE_MOCK_BIN="$$(command -v stripe-mock)" npx playwright test

clean:
	rm -rf $(BIN) .e2e test-results playwright-report
	find pb_public -mindepth 1 ! -name .gitkeep -delete
