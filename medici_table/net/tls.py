"""Encrypted tables (no Qt): the host's certificate and the pin a friend's code carries.

A host that encrypts its table serves it over TLS with a **self-signed certificate** made once
for this user and kept in the data folder (`table-key/`, beside the autosave): one key per
user rather than one per table, so that a resumed or reopened game is served with the same
certificate and the codes already handed out stay valid — and the private key never goes into
a save file, which players attach to bug reports. Made with the `cryptography` package on
first use (the standard library cannot make a certificate, and Windows has no `openssl`).

No certificate authority vouches for it: the friend's program trusts it by its **pin**, the
first 80 bits of the SHA-256 of the certificate, carried by the invitation itself — the code of
an encrypted table's seat is the seat's code followed by the pin (`7KQF-2M9X-TP4DR` then
`A1B2-C3D4-E5F6-G7H8`, 29 characters). Before the joiner sends anything over the connection
(not even the WebSocket handshake), it checks that the certificate the table showed has that
pin (`pinned_connection`); another certificate ends the connection with `MISMATCH`. Eighty bits:
making a certificate whose SHA-256 begins with a given 80 bits takes about 2^80 tries — far out
of reach of anyone standing between two card players.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import secrets
import ssl
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection

from medici_table.net.codes import ALPHABET, PIN_LENGTH
from medici_table.net.protocol import words

PIN_BITS = 80  # PIN_LENGTH (16) characters of Crockford's base 32
PIN_GROUPS = (4, 4, 4, 4)
FOLDER = "table-key"  # in the data folder, beside autosave/
CERT_FILE, KEY_FILE = "certificate.pem", "key.pem"

MISMATCH = words(
    "This table's certificate does not match the invitation — someone may be in between. "
    "Nothing was sent to it. Check the address and the whole code with the host.",
    "Le certificat de cette table ne correspond pas à l'invitation — quelqu'un s'est peut-être "
    "interposé. Rien ne lui a été envoyé. Vérifiez l'adresse et le code entier avec l'hôte.")


class PinMismatch(ConnectionError):
    """The table showed a certificate without the invitation's pin."""


def pin_of(der: bytes) -> str:
    """The pin of a certificate (its DER bytes): the first 80 bits of its SHA-256, grouped."""
    value = int.from_bytes(hashlib.sha256(der).digest()[:PIN_BITS // 8], "big")
    raw = "".join(ALPHABET[(value >> (5 * (PIN_LENGTH - 1 - i))) & 31] for i in range(PIN_LENGTH))
    out, start = [], 0
    for size in PIN_GROUPS:
        out.append(raw[start:start + size])
        start += size
    return "-".join(out)


def matches(der: bytes | None, pin: str) -> bool:
    """Whether the certificate `der` has the pin `pin` (compared in constant time)."""
    return der is not None and secrets.compare_digest(pin_of(der).encode(), pin.encode())


@dataclass(frozen=True)
class Certificate:
    """The host's certificate and key, as files, and the certificate's pin."""

    cert: Path
    key: Path
    pin: str

    def server_context(self) -> ssl.SSLContext:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.load_cert_chain(self.cert, self.key)
        return context


def client_context() -> ssl.SSLContext:
    """TLS without a certificate authority: the table is trusted by its pin, checked by
    `pinned_connection` before anything is sent (no host name either: the invitation's
    address may be a number)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def pinned_connection(pin: str) -> type[ClientConnection]:
    """A websockets connection that checks the table's certificate against `pin` once TLS is
    up and before its first byte — the WebSocket handshake — is sent."""

    class Pinned(ClientConnection):
        async def handshake(self, *args: Any, **kwargs: Any) -> None:
            ssl_object = self.transport.get_extra_info("ssl_object")
            der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
            if not matches(der, pin):
                raise PinMismatch(MISMATCH["en"])
            await super().handshake(*args, **kwargs)

    return Pinned


def host_certificate(folder: Path) -> Certificate:
    """This user's certificate in `folder` (the data folder's `table-key/`), made on first use;
    made anew if its files are unreadable (the pin then changes: codes handed out before stop
    working, and say so). OSError if the folder cannot be written."""
    cert, key = folder / CERT_FILE, folder / KEY_FILE
    if cert.is_file() and key.is_file():
        try:
            found = Certificate(cert, key, pin_of(ssl.PEM_cert_to_DER_cert(
                cert.read_text(encoding="ascii"))))
            found.server_context()  # the key is the certificate's, and readable
            return found
        except (OSError, ValueError, ssl.SSLError):
            pass
    return _make(folder)


def _make(folder: Path) -> Certificate:
    """A new self-signed certificate (ECDSA P-256, valid 20 years) and its key, in `folder`;
    the key readable by this user only."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    folder.mkdir(parents=True, exist_ok=True)
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Medici Table")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=20 * 365))
            .sign(key, hashes.SHA256()))
    key_path, cert_path = folder / KEY_FILE, folder / CERT_FILE
    pem_key = key.private_bytes(serialization.Encoding.PEM,
                                serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    fd = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(pem_key)
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return Certificate(cert_path, key_path, pin_of(cert.public_bytes(serialization.Encoding.DER)))
