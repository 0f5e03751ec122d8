import type { ExternalAuthenticationMethod } from '../../api/types/server-settings';

interface Props {
  methods: readonly ExternalAuthenticationMethod[];
  realm: string;
}

/** A link per external method (SAML, OpenID Connect, GitHub, …) that the server lists. */
export function ExternalLogins({ methods, realm }: Props) {
  return (
    <section className="external-logins" aria-label="Other ways to log in">
      <ul>
        {methods.map((m) => (
          <li key={m.name}>
            <a href={new URL(m.login_url, realm || window.location.origin).toString()}>
              {m.display_icon && <img src={m.display_icon} alt="" width={16} height={16} />}
              Log in with {m.display_name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
