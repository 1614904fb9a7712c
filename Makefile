# The only entry point.  `make help` lists the targets; the toolchain chapter,
# notes/notebook/01-how-it-works.nw, explains how this file, tangle/ and the
# documents fit together.

# One make at a time in a tree: two makes would write the same temporary files,
# tangled files and objects.  A make takes the tree's lock before it reads
# anything else (tangle/build/lock.sh) and waits for one already at work; a
# make that the first one runs in the same tree (make bench runs make build)
# holds it already, and so does this make when it starts again after
# remaking build/tangle.mk (MAKE_RESTARTS is set then).
ifneq ($(NB_MAKE_LOCK),$(CURDIR))
ifeq ($(MAKE_RESTARTS),)
$(shell sh tangle/build/lock.sh .make.lock $$PPID)
endif
endif
export NB_MAKE_LOCK := $(CURDIR)

# What a user types on the command line for the log commands is text, never
# make code: a recursive variable is expanded wherever it is used, and a
# command-line variable is also exported to every command's environment,
# expanded, so Q='$(shell touch x)' would run as soon as any recipe did.  Each
# becomes a simple variable holding its own text ($(value)), which make never
# expands again.
USER_TEXT := Q NAME TITLE LOG ATTEMPT RECORD CHAPTER
$(foreach v,$(USER_TEXT),$(if $(filter command line environment,$(origin $v)),$(eval override $v := $$(value $v))))

ARCH      ?= sm_90a
CUDA_HOME ?= /usr/local/cuda
NVCC      ?= $(CUDA_HOME)/bin/nvcc
CC        := gcc
CFLAGS    ?= -std=c11 -O2 -g -Wall -Wextra -Werror
NVCCFLAGS ?= -O3 -std=c++17 -arch=$(ARCH) -lineinfo -compress-mode=none -Xcompiler -Wall -Werror all-warnings
# A chapter is a folder of documents under notes/, woven in the order of
# CHAPTERS (folders not listed follow, alphabetically), its documents in
# file-name order; a lone notes/NAME.nw is a chapter of one document and
# follows them; then the debug logs.
CHAPTERS  := notebook debugging common semicrf mhc posemb kernrec train promises
ALLCHAPS  := $(CHAPTERS) $(filter-out $(CHAPTERS),$(sort $(notdir $(patsubst %/,%,$(dir $(wildcard notes/*/*.nw))))))
DOCS      := $(foreach c,$(ALLCHAPS),$(sort $(wildcard notes/$c/*.nw))) $(sort $(wildcard notes/*.nw)) $(sort $(wildcard debug_logs/*.nw)) $(sort $(wildcard journals/*.nw))
# a log by its name: a debug log, or a performance journal
log_doc   = $(firstword $(wildcard journals/$1.nw) debug_logs/$1.nw)
# Every chapter uses the common module, and the tests use the notebook
# chapter's programs (gpu-probe, srchash): a subset (make DOCS=...) always
# includes those two chapters, first.  Patterns in DOCS are expanded here, so
# that every rule sees file names; a name that matches nothing stays, and the
# tangle says it cannot read it.
ifeq ($(origin DOCS),command line)
CORE_DOCS := $(sort $(wildcard notes/notebook/*.nw)) $(sort $(wildcard notes/common/*.nw))
override DOCS := $(foreach d,$(DOCS),$(or $(sort $(wildcard $d)),$d))
override DOCS := $(CORE_DOCS) $(filter-out $(CORE_DOCS),$(DOCS))
endif
TOOLS     := $(wildcard tangle/tangle/*) tangle/logs/logparse.awk

.DEFAULT_GOAL := all
.DELETE_ON_ERROR:
.SECONDARY:
.PHONY: FORCE all deps tangle programs build test-build test weave bench sanitize have-gpu help clean new-log attempt attempts bisect logs search record

all: tangle programs weave ## install what is missing (as root), tangle, compile the chapters' programs, weave

# make takes the CPUs it finds unless it was given -j: the compilations are
# independent, and nvcc leaves a second core idle.
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 1)
endif

# Goals that must work before anything is tangled skip the tangle phase.
NO_TANGLE_GOALS := help clean deps search
ifneq ($(filter-out $(NO_TANGLE_GOALS),$(or $(MAKECMDGOALS),all)),)
# Tangling happens while make reads its makefiles: build/tangle.mk is an
# included makefile, so make brings it up to date (running the tangle), then
# restarts and reads the program fragments the documents declare.
-include build/tangle.mk
# The chapters' fragments first, then the logs': a program a debug log
# declares (a probe, an example) is history, compiled when something needs it.
CHAPTER_MKS := $(filter $(foreach v,$(filter TANGLED_%,$(.VARIABLES)),$($v)),$(filter kernels/%/build.mk,$(TANGLED)))
-include $(CHAPTER_MKS)
CHAPTER_PROGRAMS := $(PROGRAMS)
-include $(filter-out $(CHAPTER_MKS),$(filter kernels/%/build.mk,$(TANGLED)))
-include $(shell find build/obj -name '*.d' 2>/dev/null)
-include $(wildcard build/vardeps/*.mk)
endif

build/deps.ok: tangle/deps.sh
	@sh tangle/deps.sh
	@mkdir -p $(@D) && touch $@
deps: ## install the Debian packages the notebook needs (noweb, pandoc, chromium, ...)
	@sh tangle/deps.sh

# build/docs.list holds the checksum of every document and tangle tool of the
# last tangle, rewritten only when one changes: make tracks the documents by
# their contents, not their modification times, so a document copied in with
# an old time, or a subset run (make DOCS=...) followed by a full one, is
# tangled all the same, and a touched but unchanged document costs nothing.
# Each document's own checksum is kept in build/sums/DOC.sum, rewritten only
# when it changes, for the variant trees (below), and the list of the names
# in build/docs.names, rewritten only when a document comes or goes.
build/docs.list: FORCE
	@mkdir -p $(@D); cksum $(DOCS) $(TOOLS) > $@.tmp 2>/dev/null || printf '%s\n' $(DOCS) >> $@.tmp
	@awk 'FILENAME == ARGV[1] { old[$$3] = $$0; next } NF == 3 { print $$3 > "build/docs.names.tmp"; f = "build/sums/" $$3 ".sum"; \
	      if (old[$$3] != $$0 || (getline l < f) <= 0) { system("mkdir -p \"$$(dirname \"" f "\")\""); print > f }; close(f) }' $@ $@.tmp 2>/dev/null; touch build/docs.names.tmp
	@cmp -s build/docs.names.tmp build/docs.names && rm -f build/docs.names.tmp || mv -f build/docs.names.tmp build/docs.names
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv -f $@.tmp $@
build/sums/%.sum: ;

# The recipe always touches build/tangle.mk, so make sees the included
# makefile change and restarts with what the documents now declare.
build/tangle.mk: build/docs.list | build/deps.ok
	@sh tangle/tangle/tangle.sh --mk $@ --trees build/vardeps $(DOCS)
	@touch $@
# (not the fragments: a makefile that depends on another included makefile
# keeps GNU make from restarting when that one changes)
$(filter-out kernels/%/build.mk,$(TANGLED)): build/tangle.mk ;
tangle: build/tangle.mk ## tangle every document into kernels/ and tests/ (only changed files are written)

# ---- programs and their variants ---------------------------------------
# build/bin/PROG is built from PROG_SRCS; build/bin/PROG+T1+T2 from the same
# sources tangled with variants T1 and T2 under build/var/T1+T2/.
prog_of   = $(firstword $(subst +, ,$1))
tags_of   = $(patsubst $(call prog_of,$1)+%,%,$(filter $(call prog_of,$1)+%,$1))
srcroot   = $(if $(call tags_of,$1),build/var/$(call tags_of,$1)/)
objs_of   = $(if $(filter $(call prog_of,$1),$(PROGRAMS)),$(patsubst %,build/obj/$(call srcroot,$1)%.o,$(filter %.c %.cu,$($(call prog_of,$1)_SRCS))),$(error unknown program '$(call prog_of,$1)' in build/bin/$1 (known: $(PROGRAMS))))
kroot     = $(if $(filter build/var/%,$1),build/var/$(word 3,$(subst /, ,$1))/kernels,kernels)
vstamp    = build/var/$(firstword $(subst /, ,$1))/.stamp

.SECONDEXPANSION:
build/bin/%: $$(call objs_of,$$*)
	@mkdir -p $(@D)
	$(if $(filter %.cu.o,$^),$(NVCC) -arch=$(ARCH),$(CC)) -o $@ $^ $($(call prog_of,$*)_LDLIBS)

# An object's compile command (OBJ, SRC); OBJ.cmd keeps the one it was made with.
# A tree's objects are compiled without the portable PTX that -arch adds
# (compute_90 beside compute_90a: a second cicc pass); they run on the GPU
# their SASS is for, and a tree object copied from the plain build keeps it.
VAR_ARCH      := -gencode arch=$(subst sm_,compute_,$(ARCH)),code=$(ARCH) -gencode arch=$(subst sm_,compute_,$(ARCH)),code=$(subst sm_,compute_,$(ARCH))
VAR_NVCCFLAGS  = $(patsubst -arch=$(ARCH),$(VAR_ARCH),$(NVCCFLAGS))
in_tree        = $(filter build/obj/build/var/%,$1)
obj_cmd        = $(if $(filter %.cu.o,$1),$(NVCC) $(if $(call in_tree,$1),$(VAR_NVCCFLAGS),$(NVCCFLAGS)),$(CC) $(CFLAGS)) -I$(call kroot,$2) -MMD -MP -MF $(1:.o=.d) -MT $1 -c $2 -o $1
build/obj/%.c.o: %.c
	@mkdir -p $(@D)
	$(call obj_cmd,$@,$<)
	@echo '$(call obj_cmd,$@,$<)' > $(@:.o=.cmd)
build/obj/%.cu.o: %.cu
	@mkdir -p $(@D)
	$(call obj_cmd,$@,$<)
	@echo '$(call obj_cmd,$@,$<)' > $(@:.o=.cmd)

# An object of a variant tree build/var/TAGS/ is the plain build's object,
# copied, when its source, every file that one was compiled from and its
# command are the same (tangle/build/object.sh): a variant pays for the files
# its chunks land in, not for its whole program.
tree_of       = $(word 3,$(subst /, ,$1))
tree_base_src = $(patsubst build/var/$(call tree_of,$1)/%,%,$1)
tree_base_obj = $(if $(wildcard $(call tree_base_src,$1)),build/obj/$(call tree_base_src,$1).o)
as_base_cmd   = $(subst build/var/$(call tree_of,$2)/,,$(subst build/obj/build/var/$(call tree_of,$2)/,build/obj/,$(subst $(VAR_NVCCFLAGS),$(NVCCFLAGS),$1)))
tree_obj_args = $1 $2 $(or $(call tree_base_obj,$2),-) '$(call as_base_cmd,$(call obj_cmd,$1,$2),$2)' -- $(call obj_cmd,$1,$2)
build/obj/build/var/%.c.o: build/var/%.c $$(call tree_base_obj,build/var/$$*.c)
	@sh tangle/build/object.sh $(call tree_obj_args,$@,$<)
build/obj/build/var/%.cu.o: build/var/%.cu $$(call tree_base_obj,build/var/$$*.cu)
	@sh tangle/build/object.sh $(call tree_obj_args,$@,$<)

# A variant tree is tangled again only when a document its tangled roots are
# made from changed (build/vardeps/TAG.mk names them; the base tangle keeps
# its copied files up to date), the list of documents changed, or a tool.
build/var/%/.stamp: build/docs.names $(TOOLS) | build/tangle.mk
	@sh tangle/tangle/tangle.sh --variants $* --base . --out build/var/$* --deps build/vardeps/$* $(DOCS) >/dev/null
	@touch $@
build/var/%.c:   $$(call vstamp,$$*) ;
build/var/%.cu:  $$(call vstamp,$$*) ;
build/var/%.h:   $$(call vstamp,$$*) ;
build/var/%.cuh: $$(call vstamp,$$*) ;

programs: $(addprefix build/bin/,$(CHAPTER_PROGRAMS)) build/programs.txt ## compile the chapters' programs (what reading the notebook needs)
build: $(addprefix build/bin/,$(PROGRAMS) $(VARIANT_BUILDS) $(ATTEMPT_BUILDS)) build/programs.txt ## compile every program, the logs' too, every declared variant and attempt

# What make test compiles. With a GPU, everything (build). Without one the
# GPU tests are skipped and no GPU attempt runs, so it compiles what the
# others use: every program, the variants of programs other than the GPU
# tests and benchmarks (*_gputest, *_bench), and the attempts that need no
# GPU. The rest is tangled and has its dependency files (DEPS_STAMPS), so
# its recorded results are still hashed; it compiles where it runs.
# GPU=yes or GPU= on the command line overrides what nvidia-smi says.
ifneq ($(origin GPU),command line)
GPU         := $(shell nvidia-smi -L >/dev/null 2>&1 && echo yes)
endif
gpu_only     = $(filter %_gputest %_bench,$(call prog_of,$1))
TEST_BUILDS  = $(if $(GPU),$(PROGRAMS) $(VARIANT_BUILDS) $(ATTEMPT_BUILDS),$(PROGRAMS) \
               $(foreach b,$(VARIANT_BUILDS),$(if $(call gpu_only,$b),,$b)) $(CPU_ATTEMPT_BUILDS))
test-build: $(addprefix build/bin/,$(TEST_BUILDS)) build/programs.txt

# The weave hashes each attempt's sources off the dependency files, so a tree
# that is not compiled gets them alone (object.sh --deps): build/var/TAGS/.deps
# for each tree, build/obj/.logdeps for the programs the logs declare.  A
# tree's .deps waits for its tangle but is remade only when a source it
# names was written: a tangle that found nothing to do leaves it.
tree_builds   = $(foreach b,$(VARIANT_BUILDS) $(ATTEMPT_BUILDS),$(if $(findstring +,$b),$b))
TREES         = $(sort $(foreach b,$(tree_builds),$(call tags_of,$b)))
tree_objs     = $(sort $(foreach b,$(tree_builds),$(if $(filter $1,$(call tags_of,$b)),$(call objs_of,$b))))
log_objs      = $(filter-out $(foreach p,$(CHAPTER_PROGRAMS),$(call objs_of,$p)),$(sort $(foreach p,$(filter-out $(CHAPTER_PROGRAMS),$(PROGRAMS)),$(call objs_of,$p))))
DEPS_STAMPS   = $(patsubst %,build/var/%/.deps,$(TREES)) build/obj/.logdeps
obj_src       = $(patsubst build/obj/%.o,%,$1)
build/var/%/.deps: $$(call obj_src,$$(call tree_objs,$$*)) | build/var/%/.stamp $(if $(filter test,$(MAKECMDGOALS)),test-build)
	@$(foreach o,$(call tree_objs,$*),sh tangle/build/object.sh --deps $(call tree_obj_args,$o,$(patsubst build/obj/%.o,%,$o)) &&) touch $@
build/obj/.logdeps: $$(patsubst build/obj/%.o,%,$$(log_objs)) | build/tangle.mk
	@mkdir -p $(@D)
	@$(foreach o,$(log_objs),sh tangle/build/object.sh --deps $o $(patsubst build/obj/%.o,%,$o) - - -- $(call obj_cmd,$o,$(patsubst build/obj/%.o,%,$o)) &&) touch $@
build/programs.txt: FORCE
	@printf '%s\n' $(foreach p,$(PROGRAMS),'$p $($p_SRCS)') > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv -f $@.tmp $@
FORCE:

# ---- debug logs (notes/debugging/) -----------------------------------------
# What the user typed reaches the scripts literally: the variable's own text
# ($(value), so make expands no $), in single quotes for the shell.
# A line break cannot be passed on one command line: it is refused here.
define newline


endef
shq = $(if $(findstring $(newline),$(value $1)),$(error $1 has a line break: give it on one line))'$(subst ','\'',$(value $1))'

new-log: build/bin/gpu-probe ## new debug log from the template: make new-log NAME=word-word TITLE="what goes wrong"
	@sh tangle/logs/newlog.sh $(call shq,NAME) $(call shq,TITLE)
attempt: ## append the next attempt skeleton to a log: make attempt LOG=NAME
	@sh tangle/logs/attempt.sh $(call shq,LOG)
attempts: $(if $(LOG),programs,build) ## build and run every attempt (or LOG=NAME's, or ATTEMPT=N of it), record output and provenance, check expectations
	@$(if $(ATTEMPT),ATTEMPT=$(call shq,ATTEMPT) )sh tangle/logs/attempts.sh $(if $(LOG),$(call log_doc,$(LOG)),$(filter debug_logs/% journals/%,$(DOCS)))
bisect: programs ## delta-debug a log's key-differences factors: make bisect LOG=NAME (results in build/bisect/; RECORD=1 keeps them in the log's results)
	@sh tangle/logs/bisect.sh $(call log_doc,$(LOG))
logs: programs $$(DEPS_STAMPS) ## table of every log: status, attempts, how many reproduce, are stale or failing
	@sh tangle/logs/logstatus.sh --table $(filter debug_logs/% journals/%,$(DOCS))
record: build ## run the chapters' recorded measurements (GPU status tables and benchmarks; the promise table needs no GPU) and store them with provenance: make record [NAME=...]
	@NB_DOCS="$(filter notes/%,$(DOCS))" sh tangle/records/record.sh $(NAME)
search: ## logs, attempts and recorded outputs that mention a word, with their lines: make search Q=word
	@sh tangle/logs/search.sh $(call shq,Q) || [ $$? = 1 ]  # no match: said on stderr, not a make error

# ---- tests, weave, benchmarks -------------------------------------------
# make test CHAPTER=X is the writer's loop: every document is tangled (only
# changed files are written), then only the programs built from chapter X's
# files (and their variants) are compiled and only X's tests run; no weave.
ifdef CHAPTER
CH_FILES    := $(TANGLED_$(CHAPTER))
# (checked by a recipe, not while make reads this file: a chapter written
# since the last tangle is known only once make has tangled and restarted)
chapter-known:
	$(if $(CH_FILES),@:,@echo 'CHAPTER=$(CHAPTER): no such chapter, or it tangles no files (chapters: $(patsubst TANGLED_%,%,$(filter TANGLED_%,$(.VARIABLES))))' >&2; exit 2)
.PHONY: chapter-known
CH_PROGRAMS := $(foreach p,$(PROGRAMS),$(if $(filter $(CH_FILES),$($p_SRCS)),$p))
CH_BUILDS   := $(CH_PROGRAMS) gpu-probe srchash $(foreach v,$(VARIANT_BUILDS) $(ATTEMPT_BUILDS),$(if $(filter $(CH_PROGRAMS),$(call prog_of,$v)),$v))
test: chapter-known $(addprefix build/bin/,$(CH_BUILDS))
	@NB_DOCS="$(DOCS)" sh tangle/testing/run-tests.sh $(filter %.t,$(CH_FILES))
else
test: test-build weave ## run every test (TAP; per-file time limits, parallel); without a GPU, GPU-only builds are left out; make test CHAPTER=mhc: one chapter, no weave
	@NB_DOCS="$(DOCS)" sh tangle/testing/run-tests.sh
endif

weave: build/notebook.html build/notebook.pdf ## build/notebook.html and build/notebook.pdf from all documents
# The weave marks results stale from the tangled sources and the compilers'
# dependency files; it needs those, not a finished build, so a prose edit does
# not wait for nvcc or the variant trees.  make test and make build compile
# every tree before the weave; otherwise it reads the dependency files alone.
WEAVE_AFTER = $(if $(filter build,$(MAKECMDGOALS)),build,$(if $(filter test,$(MAKECMDGOALS)),test-build) $(DEPS_STAMPS))
build/notebook.html: build/docs.list $(wildcard tangle/weave/* tangle/logs/* tangle/records/*) $(wildcard notes/results/* debug_logs/results/*/*) build/tangle.mk | build/programs.txt build/bin/srchash $$(WEAVE_AFTER)
	@sh tangle/logs/logstatus.sh $(filter debug_logs/% journals/%,$(DOCS))
	@NB_DOCS="$(filter notes/%,$(DOCS))" sh tangle/records/record.sh --status
	@sh tangle/weave/weave.sh $@ $(DOCS)
build/notebook.pdf: build/notebook.html
	@sh tangle/weave/pdf.sh $< $@

# checked before anything is built: without a GPU these say so in one line
have-gpu: build/bin/gpu-probe
	@sh -c '. tangle/testing/lib.sh; have_gpu' || { echo "no CUDA GPU here: make $(MAKECMDGOALS) needs one ($$(build/bin/gpu-probe 2>&1 | head -n 1))" >&2; exit 1; }
# (the build runs after the check, so that a machine without a GPU builds nothing)
bench: have-gpu ## run every tests/*/bench.sh on the GPU; tables go to build/bench/
	@$(MAKE) --no-print-directory build
	@mkdir -p build/bench
	@for b in $(sort $(wildcard tests/*/bench.sh)); do echo "== $$b"; sh $$b build/bench || exit 1; done

sanitize: have-gpu ## run the GPU tests under compute-sanitizer (memcheck, racecheck, initcheck, synccheck)
	@$(MAKE) --no-print-directory build
	@sh tangle/testing/run-tests.sh --sanitize

help: ## list the targets
	@echo "make                      install what is missing (as root), tangle, build, weave"
	@awk -F':.*## ' '/^[a-z][a-z-]*:.*## / { printf "make %-20s %s\n", $$1, $$2 }' $(MAKEFILE_LIST) | grep -v '^make all '
	@echo "make build/notebook.html  the HTML alone, after a prose edit: no build, no PDF; only changed documents are woven again"
	@echo "make build/bin/PROG+T1+T2 build PROG with chunk variants T1 and T2 (see notes/notebook/)"
	@echo "make DOCS=\"notes/mhc/*.nw\" test   build and test a subset (the notebook and common chapters come along)"
	@echo "variables: ARCH=$(ARCH) (nvcc -arch), NVCC=$(NVCC), CUDA_HOME=$(CUDA_HOME)"

clean: ## remove build/, kernels/ and tests/ outputs (the documents are untouched)
	rm -rf build
	find kernels tests -type f ! -name README.md -delete 2>/dev/null; find kernels tests -mindepth 1 -type d -empty -delete 2>/dev/null; true
