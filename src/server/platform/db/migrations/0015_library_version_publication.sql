-- What users and franqueados see also moves with an asset's publication (issue 16): its validity
-- window, whether it shows a patient, and its consent's state. Search counts are cached under the
-- library's version (0008), so a change to any of these must move it too, at commit like the others.
CREATE CONSTRAINT TRIGGER assets_publication_library_version
  AFTER UPDATE OF valid_from, valid_until, contains_patient, consent_blocked, consent_until ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_library_version();
