# nqueens serve in a container: the visualizer over SSH for a class.
#
#   docker build -t nqueens .
#   docker run -d --name nqueens -p 2222:2222 -v nqueens-data:/data nqueens
#   ssh -p 2222 localhost
#
# Inside the container serve listens on all addresses (0.0.0.0:2222), the
# only way a published port reaches it; what the network sees is decided
# by -p: -p 127.0.0.1:2222:2222 for this machine only, -p 2222:2222 for
# every interface (keep a firewall in front). The host key is made on the
# first start in the /data volume and kept there; put the teacher's keys
# there too for a room:
#   docker run … -e NQUEENS_SERVE_ROOM=new \
#     -e NQUEENS_SERVE_TEACHER_KEYS=/data/teacher_keys nqueens
# Every flag of serve has its NQUEENS_SERVE_* variable (serve --help).
# See docs/serve.md.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=container
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X github.com/nqueens/nqueens/cmd.releaseVersion=${VERSION}" -o /out/nqueens . \
 && mkdir -p /out/data

# distroless/static: no shell, no libc (the binary is static), CA
# certificates and a nonroot user (65532) only.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/nqueens /usr/bin/nqueens
COPY --from=build --chown=65532:65532 /out/data /data
USER 65532:65532
ENV NQUEENS_SERVE_HOST_KEY=/data/ssh_host_ed25519_key
VOLUME /data
EXPOSE 2222
ENTRYPOINT ["/usr/bin/nqueens"]
CMD ["serve", "--listen", "0.0.0.0:2222"]
